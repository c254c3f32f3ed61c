import { defineDemo } from "../facts"
import { part } from "../interactionSteps"

export default defineDemo({
  label: "Range Slider",
  group: "Inputs",
  description: "Pick a range between two thumbs.",
  keywords: ["min max", "two thumbs", "price"],
  stories: [{ slug: "basic", title: "Basic", page: "range-slider" }],
  firstInteraction: [
    { focus: `${part("slider", "thumb")}[data-index='1']` },
    { press: "ArrowLeft" },
    { expect: `${part("slider", "thumb")}[data-index='1']`, attribute: "aria-valuenow", toBe: "59" },
  ],
})
