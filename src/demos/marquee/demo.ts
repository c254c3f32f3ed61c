import { defineDemo } from "../facts"
import { button, testId } from "../interactionSteps"

export default defineDemo({
  label: "Marquee",
  group: "Display",
  description: "Content that scrolls on its own in a loop.",
  keywords: ["ticker", "scrolling text", "banner", "logos"],
  stories: [{ slug: "basic", title: "Basic", page: "marquee" }],
  firstInteraction: [{ click: button("Pause") }, { expect: testId("marquee-status"), text: "Status: Paused" }],
})
