import { menuCode } from "../../widgets/menu/code"
import type { menuControls } from "./controls"

export default menuCode<typeof menuControls>(
  "Menu",
  `<button {...api.getTriggerProps()}>Actions <span {...api.getIndicatorProps()}>▾</span></button>`,
)
