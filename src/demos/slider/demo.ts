import { defineDemo } from "../facts"
import { opensAndEscapes, part, testId } from "../interactionSteps"

export default defineDemo({
  label: "Slider",
  group: "Inputs",
  description: "Pick a number by dragging a thumb along a track.",
  keywords: ["range", "volume", "track"],
  stories: [
    { slug: "basic", title: "Basic", page: "slider" },
    {
      slug: "change-end",
      title: "Change End",
      keywords: ["onValueChangeEnd", "change end", "commit", "release"],
      machines: ["Slider"],
      firstInteraction: [
        { focus: part("slider", "thumb") },
        { press: "ArrowRight" },
        { expect: testId("change"), text: "Change: 1" },
        { expect: testId("change-end"), text: "Change end: 1" },
      ],
    },
    {
      slug: "number-input",
      title: "With Number Input",
      keywords: ["price", "range", "number input", "currency", "sync"],
      machines: ["Slider", "Number Input"],
      firstInteraction: [
        { focus: part("slider", "thumb") },
        { press: "ArrowRight" },
        { expect: part("slider", "value-text"), text: "1251 - 2500" },
        { expect: part("number-input", "input"), value: "1251" },
      ],
    },
    {
      slug: "in-popover",
      title: "With Popover",
      keywords: ["popover", "modal", "quantity", "drag inside"],
      machines: ["Slider", "Popover"],
      firstInteraction: opensAndEscapes(testId("popover-trigger"), "[data-scope='popover'][data-part='content']"),
      overlay: { trigger: "main [data-testid='popover-trigger']" },
    },
    {
      slug: "tooltip",
      title: "With Tooltip",
      keywords: ["tooltip", "value bubble", "dragging", "shared id"],
      machines: ["Slider", "Tooltip"],
      firstInteraction: [
        { focus: part("slider", "thumb") },
        { press: "ArrowRight" },
        { expect: part("slider", "thumb"), attribute: "aria-valuenow", toBe: "41" },
      ],
    },
  ],
  firstInteraction: [
    { focus: part("slider", "thumb") },
    { press: "ArrowRight" },
    { expect: part("slider", "thumb"), attribute: "aria-valuenow", toBe: "1" },
  ],
})
