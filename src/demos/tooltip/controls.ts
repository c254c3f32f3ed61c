import { defineControls } from "../../workbench/controls/schema"

/** Applied to both tooltips. */
export const tooltipControls = defineControls({
  openDelay: { kind: "number", default: 1000, min: 0, max: 10_000, step: 100 },
  closeDelay: { kind: "number", default: 500, min: 0, max: 10_000, step: 100 },
  closeOnEscape: { kind: "boolean", default: true },
  placement: {
    kind: "select",
    options: ["top", "top-start", "top-end", "bottom", "bottom-start", "bottom-end", "left", "right"],
    default: "bottom",
  },
})
