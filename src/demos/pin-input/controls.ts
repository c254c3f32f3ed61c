import { defineControls } from "../../workbench/controls/schema"

export const pinInputControls = defineControls({
  dir: { kind: "view" },
  mask: { kind: "boolean", default: false },
  otp: { kind: "boolean", default: false },
  blurOnComplete: { kind: "boolean", default: false },
  type: { kind: "select", options: ["numeric", "alphanumeric", "alphabetic"], default: "numeric" },
})
