import { defineDemo } from "../facts"
import { part } from "../interactionSteps"

export default defineDemo({
  label: "Table of Contents",
  group: "Navigation and disclosure",
  description: "A table of contents that follows the heading in view.",
  keywords: ["table of contents", "on this page", "outline", "headings"],
  stories: [{ slug: "basic", title: "Basic", page: "toc" }],
  firstInteraction: [
    { click: { css: part("toc", "link"), name: "Ingredients" } },
    { expect: { css: part("toc", "link"), name: "Ingredients" }, attribute: "aria-current", toBe: "location" },
  ],
})
