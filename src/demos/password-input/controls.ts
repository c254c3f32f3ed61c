import { defineControls } from "../../workbench/controls/schema"

export const passwordInputControls = defineControls({
  disabled: { kind: "boolean", default: false },
  invalid: { kind: "boolean", default: false },
  readOnly: { kind: "boolean", default: false },
  ignorePasswordManagers: { kind: "boolean", default: false },
})
