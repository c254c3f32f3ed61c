import { defineControls } from "../../workbench/controls/schema"

export const pinInputControls = defineControls({
  mask: { kind: "boolean", default: false },
  otp: { kind: "boolean", default: false },
  blurOnComplete: { kind: "boolean", default: false },
  type: { kind: "select", options: ["numeric", "alphanumeric", "alphabetic"], default: "numeric" },
})
