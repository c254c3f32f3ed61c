import { defineDemo } from "../facts"
import { button, part, testId } from "../interactionSteps"

const content = (story: string) => `main .collapsible-${story} [data-part='content']`

export default defineDemo({
  label: "Collapsible",
  group: "Navigation and disclosure",
  description: "Show or hide one region of content.",
  keywords: ["expand", "collapse", "disclosure", "show more"],
  stories: [
    { slug: "basic", title: "Basic", page: "collapsible" },
    {
      slug: "nested",
      title: "Nested",
      keywords: ["nested", "tree", "levels", "deep"],
      machines: ["Collapsible", "Collapsible", "Collapsible", "Collapsible", "Collapsible", "Collapsible"],
      viz: true,
      firstInteraction: [
        { click: button("Level 1") },
        { expect: button("Level 2"), is: "visible" },
        { click: button("Level 2") },
        { expect: button("Level 3"), is: "visible" },
        { expect: button("Level 2 (sibling)"), is: "visible" },
      ],
    },
    {
      slug: "partial",
      title: "Partial",
      keywords: ["collapsed height", "preview", "show more", "read more"],
      machines: ["Collapsible"],
      firstInteraction: [
        { expect: content("partial"), is: "visible" },
        { click: button("Show more") },
        { expect: button("Show less"), attribute: "aria-expanded", toBe: "true" },
        { click: button("Close") },
        { expect: button("Show more"), attribute: "aria-expanded", toBe: "false" },
        { expect: content("partial"), is: "visible" },
      ],
    },
    {
      slug: "multiple",
      title: "Multiple",
      keywords: ["keys", "reorder", "shared state", "controlled"],
      machines: ["Collapsible", "Collapsible", "Collapsible"],
      firstInteraction: [
        { click: button("toggle collapse") },
        { expect: testId("multiple-state"), text: "list: 1, 2, 3; open: true" },
        { click: button("reverse") },
        { expect: testId("multiple-state"), text: "list: 3, 2, 1; open: true" },
        { expect: `${testId("item-1")} [data-part='content']`, is: "visible" },
      ],
    },
  ],
  firstInteraction: [
    { click: part("collapsible", "trigger") },
    { expect: part("collapsible", "content"), is: "visible" },
  ],
})
