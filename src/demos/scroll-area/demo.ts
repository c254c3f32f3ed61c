import { defineDemo } from "../facts"
import { button } from "../interactionSteps"

export default defineDemo({
  label: "Scroll Area",
  group: "Display",
  description: "A scrollable region with custom scrollbars.",
  keywords: ["scrollbar", "overflow", "scroll"],
  stories: [
    { slug: "basic", title: "Basic", page: "scroll-area" },
    {
      slug: "column-reverse",
      title: "Column Reverse",
      keywords: ["chat", "reverse", "bottom", "messages", "column-reverse"],
      machines: ["ScrollArea"],
      firstInteraction: [
        { expect: "main [role=region]", attribute: "data-at-bottom", toBe: "" },
        { expect: "main p[role=status]", text: "At bottom" },
        { focus: "main [role=region]" },
        { press: "Home" },
        { expect: "main [role=region]", attribute: "data-at-top", toBe: "" },
        { expect: "main p[role=status]", text: "At top" },
      ],
    },
    {
      slug: "nested",
      title: "Nested",
      keywords: ["nested", "inner", "scroll chaining", "lists"],
      machines: ["ScrollArea", "ScrollArea", "ScrollArea", "ScrollArea", "ScrollArea", "ScrollArea"],
      firstInteraction: [
        { focus: "main [role=region][aria-label='List 1']" },
        { press: "End" },
        { expect: "main [role=region][aria-label='List 1']", attribute: "data-at-bottom", toBe: "" },
        { expect: "main [role=region][aria-label='All lists']", attribute: "data-at-top", toBe: "" },
      ],
    },
  ],
  firstInteraction: [{ click: button("Scroll to bottom") }, { expect: "main p[role=status]", text: "At bottom" }],
})
