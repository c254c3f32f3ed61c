import { defineDemo } from "../facts"
import { part } from "../interactionSteps"

export default defineDemo({
  label: "Carousel",
  group: "Navigation and disclosure",
  description: "Slides of images, one or several in view, with paging.",
  keywords: ["slideshow", "gallery", "slides", "images"],
  stories: [{ slug: "basic", title: "Basic", page: "carousel" }],
  firstInteraction: [
    { click: part("carousel", "next-trigger") },
    { expect: { css: part("carousel", "indicator"), name: "Go to slide 2" }, attribute: "data-current", toBe: "" },
  ],
  timingDriven: true,
})
