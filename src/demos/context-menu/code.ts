import { menuCode } from "../../widgets/menu/code"
import type { contextMenuControls } from "./controls"

export default menuCode<typeof contextMenuControls>(
  "ContextMenu",
  `<div {...api.getContextTriggerProps()}>Right Click here</div>`,
)
