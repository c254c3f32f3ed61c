import { PANEL_ID, useLiveParts } from "../../panel/parts"
import { panelCommands, usePanelState } from "../../panel/state"
import { panelBar } from "../modules/panel.bar"
import { BarButton } from "./BarButton"

/** The `panel` setting's control: docks the workbench panel right or bottom, and collapses or expands it. */
export function PanelButtons({ tabIndexOf }: { tabIndexOf: (index: number) => number }) {
  const { position, collapsed } = usePanelState()
  const live = useLiveParts()
  const other = position === "right" ? "bottom" : "right"
  const dockName = `Dock panel at ${panelBar.text[other].toLowerCase()}`
  const collapseName = collapsed ? "Expand panel" : "Collapse panel"
  return (
    <>
      <BarButton
        label={dockName}
        icon={`dock-${other}`}
        tip={dockName}
        tabIndex={tabIndexOf(0)}
        onClick={() => void panelCommands().then((panel) => panel.dock(other))}
      />
      <BarButton
        label={collapseName}
        icon={`${collapsed ? "expand" : "collapse"}-${position}`}
        tip={collapseName}
        aria-expanded={!collapsed}
        aria-controls={PANEL_ID}
        tabIndex={tabIndexOf(1)}
        onClick={() => void panelCommands().then((panel) => panel.setCollapsed(!collapsed, live))}
      />
    </>
  )
}
