import { defineDemo } from "../facts"
import { button, part, testId } from "../interactionSteps"

export default defineDemo({
  label: "Tags Input",
  group: "Inputs",
  description: "Enter a list of values as removable tags.",
  keywords: ["chips", "tokens", "labels", "multiple"],
  stories: [
    { slug: "basic", title: "Basic", page: "tags-input" },
    {
      slug: "form",
      title: "Form",
      keywords: ["form", "submit", "native value", "hidden input"],
      machines: ["TagsInput"],
      firstInteraction: [
        { type: "Svelte", into: testId("input") },
        { press: "Enter" },
        { click: button("Submit") },
        { expect: testId("last-submit"), text: "React, Vue, Svelte" },
      ],
    },
    {
      slug: "validate",
      title: "Validate",
      keywords: ["validate", "lowercase", "reject", "invalid"],
      machines: ["TagsInput"],
      firstInteraction: [
        { type: "React", into: testId("input") },
        { press: "Enter" },
        { expect: "main .tags-input-invalid", text: "Invalid: “React” is not lowercase letters only" },
      ],
    },
    {
      slug: "allow-duplicates",
      title: "Allow Duplicates",
      keywords: ["duplicates", "repeat", "same tag"],
      machines: ["TagsInput"],
      firstInteraction: [
        { type: "React", into: testId("input") },
        { press: "Enter" },
        { expect: `${part("tags-input", "item")}:nth-child(3) [data-part='item-text']`, text: "React" },
      ],
    },
    {
      slug: "sentence-builder",
      title: "Builder",
      keywords: ["sentence", "tokens", "builder", "delimiter", "paste"],
      machines: ["TagsInput"],
      firstInteraction: [
        { type: "again ", into: testId("input") },
        { expect: testId("sentence"), text: "Hello, world!again" },
      ],
    },
  ],
  firstInteraction: [
    { type: "Svelte", into: testId("input") },
    { press: "Enter" },
    { expect: { css: part("tags-input", "item-text"), name: "Svelte" }, is: "visible" },
  ],
})
