import { defineDemo } from "../facts"
import { part, testId } from "../interactionSteps"

export default defineDemo({
  label: "Carousel",
  group: "Navigation and disclosure",
  description: "Slides of images, one or several in view, with paging.",
  keywords: ["slideshow", "gallery", "slides", "images"],
  stories: [
    { slug: "basic", title: "Basic", page: "carousel" },
    {
      slug: "dialog",
      title: "With Dialog",
      keywords: ["dialog", "modal", "controlled", "page", "presence", "thirty photos"],
      machines: ["Dialog", "Presence", "Carousel"],
      firstInteraction: [
        { click: testId("open-dialog") },
        { expect: testId("page-display"), text: "Current page: 1" },
        { click: part("carousel", "next-trigger") },
        { expect: testId("page-display"), text: "Current page: 2" },
      ],
      overlay: { trigger: "main >> role=button[name='Open Carousel in Dialog']" },
    },
  ],
  firstInteraction: [
    { click: part("carousel", "next-trigger") },
    { expect: { css: part("carousel", "indicator"), name: "Go to slide 2" }, attribute: "data-current", toBe: "" },
  ],
  timingDriven: true,
})
