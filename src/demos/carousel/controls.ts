import { defineControls } from "../../workbench/controls/schema"

export const carouselControls = defineControls({
  // upstream's example spells the key "orientatation"; links made with that spelling still work
  orientation: {
    kind: "select",
    options: ["horizontal", "vertical"],
    default: "horizontal",
    formerKey: "orientatation",
  },
  slidesPerView: { kind: "number", default: 1, min: 1, max: 6, step: 1 },
  align: { kind: "select", options: ["start", "center", "end"], default: "start" },
  loop: { kind: "boolean", default: false },
  autoplay: { kind: "boolean", default: false },
})
