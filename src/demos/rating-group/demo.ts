import { defineDemo } from "../facts"
import { part } from "../interactionSteps"

export default defineDemo({
  label: "Rating Group",
  group: "Inputs",
  description: "Give a rating in stars, halves included.",
  keywords: ["stars", "review", "score"],
  stories: [{ slug: "basic", title: "Basic", page: "rating-group" }],
  firstInteraction: [
    { click: { css: part("rating-group", "item"), name: "5 stars" } },
    { expect: { css: part("rating-group", "item"), name: "5 stars" }, attribute: "aria-checked", toBe: "true" },
  ],
})
