import { defineControls } from "../../../workbench/controls/schema"

// the component's set TR
export default defineControls({
  keyboardNavigation: { kind: "boolean", default: true },
  closeOnEsc: { kind: "boolean", default: true, prop: "closeOnEscape" },
  closeOnInteractOutside: { kind: "boolean", default: true },
  preventInteraction: { kind: "boolean", default: true },
})
