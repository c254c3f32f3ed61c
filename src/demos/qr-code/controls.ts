import { defineControls } from "../../workbench/controls/schema"

export const qrCodeControls = defineControls({
  value: { kind: "string", default: "https://chakra-ui.com/" },
  "encoding.ecc": { kind: "select", options: ["L", "M", "Q", "H"], default: "H" },
  "encoding.boostEcc": { kind: "boolean", default: false },
})
