import { defineDemo } from "../facts"
import { part, testId } from "../interactionSteps"

export default defineDemo({
  label: "Splitter",
  group: "Utilities",
  description: "Resizable panels divided by draggable handles.",
  keywords: ["resizable", "panes", "divider", "split"],
  stories: [
    { slug: "basic", title: "Basic", page: "splitter" },
    {
      slug: "three-panels",
      title: "Three Panels",
      keywords: ["three panels", "two handles", "left", "middle", "right"],
      machines: ["Splitter"],
      firstInteraction: [
        { expect: testId("sizes"), text: "[30,40,30]" },
        { focus: testId("trigger-a:b") },
        { press: "ArrowRight" },
        { expect: testId("sizes"), text: "[31,39,30]" },
        { press: "Tab" },
        { expect: testId("trigger-b:c"), is: "focused" },
      ],
    },
  ],
  firstInteraction: [
    { focus: part("splitter", "resize-trigger") },
    { press: "ArrowRight" },
    { expect: part("splitter", "resize-trigger"), attribute: "aria-valuenow", toBe: "51" },
  ],
})
