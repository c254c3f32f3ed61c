import { defineControls } from "../../../workbench/controls/schema"

// the component's set TR, but for preventInteraction: on, it makes the highlighted target inert, and this
// story's steps wait for a click on their targets (Play, Like), so it starts off here (zag's default)
export default defineControls({
  keyboardNavigation: { kind: "boolean", default: true },
  closeOnEsc: { kind: "boolean", default: true, prop: "closeOnEscape" },
  closeOnInteractOutside: { kind: "boolean", default: true },
  preventInteraction: { kind: "boolean", default: false },
})
