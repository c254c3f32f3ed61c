import { defineControls } from "../../../workbench/controls/schema"

export default defineControls({
  readOnly: { kind: "boolean", default: false },
  disabled: { kind: "boolean", default: false },
  dir: { kind: "view" },
  startOfWeek: { kind: "number", default: 0, min: 0, max: 6, step: 1 },
  fixedWeeks: { kind: "boolean", default: false },
  openOnClick: { kind: "boolean", default: false },
  locale: { kind: "view" },
})
