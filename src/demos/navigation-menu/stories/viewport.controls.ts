import { defineControls } from "../../../workbench/controls/schema"

export default defineControls({
  openDelay: { kind: "number", default: 200, min: 0, max: 5000, step: 50 },
  closeDelay: { kind: "number", default: 300, min: 0, max: 5000, step: 50 },
  dir: { kind: "view" },
})
