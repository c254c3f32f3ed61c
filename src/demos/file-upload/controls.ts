import { defineControls } from "../../workbench/controls/schema"

export const fileUploadControls = defineControls({
  accept: { kind: "string", default: "", placeholder: "image/*, .pdf, text/plain" },
  maxFiles: { kind: "number", default: 1, min: 1, step: 1 },
  disabled: { kind: "boolean", default: false },
  dropzone: { kind: "boolean", default: true },
  minFileSize: { kind: "number", default: 0, min: 0, step: 1 },
  maxFileSize: { kind: "number", min: 0, step: 1 },
})
