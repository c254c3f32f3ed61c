import { defineControls } from "../../workbench/controls/schema"

export const carouselControls = defineControls({
  // the upstream key is spelled this way; the label reads correctly
  orientatation: { kind: "select", options: ["horizontal", "vertical"], default: "horizontal", label: "orientation" },
  slidesPerView: { kind: "number", default: 1, min: 1, max: 6, step: 1 },
  align: { kind: "select", options: ["start", "center", "end"], default: "start" },
  loop: { kind: "boolean", default: false },
  autoplay: { kind: "boolean", default: false },
})
