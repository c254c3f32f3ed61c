import { defineControls } from "../../../workbench/controls/schema"

export default defineControls({
  autoScroll: { kind: "boolean", default: true },
  dir: { kind: "view" },
})
