import { defineControls } from "../../workbench/controls/schema"

export const tourControls = defineControls({
  keyboardNavigation: { kind: "boolean", default: true },
  closeOnEsc: { kind: "boolean", default: true },
  closeOnInteractOutside: { kind: "boolean", default: true },
  preventInteraction: { kind: "boolean", default: true },
})
