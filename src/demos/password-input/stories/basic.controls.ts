import { defineControls } from "../../../workbench/controls/schema"

export default defineControls({
  disabled: { kind: "boolean", default: false },
  invalid: { kind: "boolean", default: false },
  readOnly: { kind: "boolean", default: false },
  ignorePasswordManagers: { kind: "boolean", default: false },
})
