import { PANEL_ID, useLiveParts } from "../../panel/parts"
import { panelCommands, usePanelState } from "../../panel/state"
import { BarButton } from "./BarButton"

/**
 * The `panel` setting's control: docks the workbench panel right or bottom, and collapses or expands it.
 * (Never the settings bar's first button: its tab stop is elsewhere, see SettingsBar.)
 */
export function PanelButtons() {
  const { position, collapsed } = usePanelState()
  const live = useLiveParts()
  const other = position === "right" ? "bottom" : "right"
  const dockName = `Dock panel at ${other}`
  const collapseName = collapsed ? "Expand panel" : "Collapse panel"
  return (
    <>
      <BarButton
        label={dockName}
        icon={`dock-${other}`}
        tabIndex={-1}
        onClick={() => void panelCommands().then((panel) => panel.dock(other))}
      />
      <BarButton
        label={collapseName}
        icon={`${collapsed ? "expand" : "collapse"}-${position}`}
        aria-expanded={!collapsed}
        aria-controls={PANEL_ID}
        tabIndex={-1}
        onClick={() => void panelCommands().then((panel) => panel.setCollapsed(!collapsed, live))}
      />
    </>
  )
}
