import { defineControls } from "../../../workbench/controls/schema"

export default defineControls({
  accept: { kind: "string", default: "", placeholder: "image/*,.pdf" },
  maxFiles: { kind: "number", default: 2, min: 1 },
  disabled: { kind: "boolean", default: false },
  dropzone: { kind: "boolean", default: true, prop: "allowDrop" },
})
