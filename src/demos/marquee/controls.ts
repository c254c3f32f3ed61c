import { defineControls } from "../../workbench/controls/schema"

export const marqueeControls = defineControls({
  side: { kind: "select", options: ["start", "end", "top", "bottom"], default: "start" },
  speed: { kind: "number", default: 50, min: 1, max: 500, step: 10, label: "speed (px/s)" },
  pauseOnInteraction: { kind: "boolean", default: true },
  autoFill: { kind: "boolean", default: false },
})
