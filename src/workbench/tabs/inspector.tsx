import { LazyInspectorPanel } from "../inspector/LazyInspectorPanel"
import type { ToolbarTab } from "./tab"

export const inspectorTab: ToolbarTab = {
  key: "inspector",
  Panel: LazyInspectorPanel,
}
