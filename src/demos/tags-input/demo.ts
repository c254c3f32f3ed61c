import { defineDemo } from "../facts"
import { part, testId } from "../interactionSteps"

export default defineDemo({
  label: "Tags Input",
  group: "Inputs",
  description: "Enter a list of values as removable tags.",
  keywords: ["chips", "tokens", "labels", "multiple"],
  stories: [{ slug: "basic", title: "Basic", page: "tags-input" }],
  firstInteraction: [
    { type: "Svelte", into: testId("input") },
    { press: "Enter" },
    { expect: { css: part("tags-input", "item-text"), name: "Svelte" }, is: "visible" },
  ],
})
