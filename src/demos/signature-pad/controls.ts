import { defineControls } from "../../workbench/controls/schema"

export const signaturePadControls = defineControls({
  dir: { kind: "view" },
  disabled: { kind: "boolean", default: false },
  readOnly: { kind: "boolean", default: false },
  // the demo draws with a 4px stroke (the library's own default is 2)
  "drawing.size": { kind: "number", default: 4, min: 1, max: 40 },
  "drawing.simulatePressure": { kind: "boolean", default: true },
})
