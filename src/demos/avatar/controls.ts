import { defineControls } from "../../workbench/controls/schema"

export const avatarControls = defineControls({
  // the initials the fallback shows while the image loads or when it fails
  fallback: { kind: "string", default: "PA" },
})
