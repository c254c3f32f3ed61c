import { defineControls } from "../../workbench/controls/schema"

export const hoverCardControls = defineControls({
  openDelay: { kind: "number", default: 700, min: 0, max: 10_000, step: 50 },
  closeDelay: { kind: "number", default: 300, min: 0, max: 10_000, step: 50 },
})
