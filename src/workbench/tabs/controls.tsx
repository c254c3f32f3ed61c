import { ControlsPanel } from "../controls/ControlsPanel"
import { tabBar } from "../viewSettings/modules/tab.bar"
import type { ToolbarTab } from "./tab"

export const controlsTab: ToolbarTab = {
  key: "controls",
  label: tabBar.text.controls,
  keepMounted: true,
  Panel: ({ controls }) => <ControlsPanel controls={controls} />,
}
