import { defineDemo } from "../facts"
import { testId } from "../interactionSteps"

export default defineDemo({
  label: "Pagination",
  group: "Navigation and disclosure",
  description: "Move through pages of a long list.",
  keywords: ["pages", "paging", "next", "previous"],
  stories: [{ slug: "basic", title: "Basic", page: "pagination" }],
  firstInteraction: [
    { click: testId("item-2") },
    { expect: testId("item-2"), attribute: "aria-current", toBe: "page" },
  ],
})
