import { defineControls } from "../../workbench/controls/schema"

export const popoverControls = defineControls({
  modal: { kind: "boolean", default: false },
  portalled: { kind: "boolean", default: true },
  autoFocus: { kind: "boolean", default: true },
  /** Upstream's key; passed to the machine as `closeOnEscape`. */
  closeOnEsc: { kind: "boolean", default: true },
  closeOnInteractOutside: { kind: "boolean", default: true },
})
