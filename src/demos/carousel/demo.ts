import { defineDemo } from "../facts"
import { button, part, testId } from "../interactionSteps"

export default defineDemo({
  label: "Carousel",
  group: "Navigation and disclosure",
  description: "Slides of images, one or several in view, with paging.",
  keywords: ["slideshow", "gallery", "slides", "images"],
  stories: [
    { slug: "basic", title: "Basic", page: "carousel" },
    {
      slug: "thumbnail",
      title: "Thumbnail",
      keywords: ["thumbnails", "thumbnail strip", "linked", "sync", "preview"],
      machines: ["Carousel"],
      firstInteraction: [
        { click: button("Show slide 5") },
        { expect: button("Show slide 5"), attribute: "aria-current", toBe: "true" },
        {
          expect: "main [aria-label='Numbered slides'] [data-part='item'][data-index='4']",
          attribute: "data-inview",
          toBe: "",
        },
      ],
    },
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
    {
      slug: "auto-size",
      title: "Auto Size",
      keywords: ["auto size", "variable width", "content width", "center snap", "autoplay", "drag", "progress"],
      machines: ["Carousel"],
      firstInteraction: [
        { click: part("carousel", "autoplay-trigger") },
        { expect: part("carousel", "autoplay-trigger"), attribute: "aria-label", toBe: "Play" },
        { click: { css: part("carousel", "indicator"), name: "Go to slide 3" } },
        { expect: { css: part("carousel", "indicator"), name: "Go to slide 3" }, attribute: "data-current", toBe: "" },
      ],
      timingDriven: true,
    },
    {
      slug: "mutation",
      title: "Mutation",
      keywords: ["add slide", "dynamic", "slide count", "autoplay", "loop", "controlled page"],
      machines: ["Carousel"],
      firstInteraction: [
        { click: button("add slide") },
        { expect: "main .carousel-slide-count", text: "6 slides" },
        { expect: { css: part("carousel", "indicator"), name: "Go to slide 6" }, text: "6" },
      ],
      timingDriven: true,
    },
  ],
  firstInteraction: [
    { click: part("carousel", "next-trigger") },
    { expect: { css: part("carousel", "indicator"), name: "Go to slide 2" }, attribute: "data-current", toBe: "" },
  ],
  timingDriven: true,
})
