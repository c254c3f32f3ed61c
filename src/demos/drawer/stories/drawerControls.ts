import { defineControls } from "../../../workbench/controls/schema"

/** The component's set DR (the spec's drawer heading), the controls of the stories that list it; zag's defaults. */
export const drawerSetDR = defineControls({
  swipeVelocityThreshold: { kind: "number", default: 500, min: 0, step: 50 },
  closeThreshold: { kind: "number", default: 0.5, min: 0, max: 1, step: 0.05 },
  preventDragOnScroll: { kind: "boolean", default: true },
  swipeDirection: { kind: "select", options: ["down", "up", "start", "end"], default: "down" },
  snapToSequentialPoints: { kind: "boolean", default: false },
})
