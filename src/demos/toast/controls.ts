import { defineControls } from "../../workbench/controls/schema"

export const toastControls = defineControls({
  pauseOnPageIdle: { kind: "boolean", default: false },
  max: { kind: "number", default: 50, min: 1, max: 100 },
  overlap: { kind: "boolean", default: true },
  placement: {
    kind: "select",
    options: ["top-start", "top", "top-end", "bottom-start", "bottom", "bottom-end"],
    default: "bottom",
  },
})
