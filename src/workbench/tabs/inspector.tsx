import { LazyInspectorPanel } from "../inspector/LazyInspectorPanel"
import { tabBar } from "../viewSettings/modules/tab.bar"
import type { ToolbarTab } from "./tab"

export const inspectorTab: ToolbarTab = {
  key: "inspector",
  label: tabBar.text.inspector,
  Panel: () => <LazyInspectorPanel />,
}
