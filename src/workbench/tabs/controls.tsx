import { ControlsPanel } from "../controls/ControlsPanel"
import type { ToolbarTab } from "./tab"

export const controlsTab: ToolbarTab = {
  key: "controls",
  keepMounted: true,
  Panel: ControlsPanel,
}
