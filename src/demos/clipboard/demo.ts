import { defineDemo } from "../facts"
import { part } from "../interactionSteps"

export default defineDemo({
  label: "Clipboard",
  group: "Utilities",
  description: "Copy a value to the clipboard, with feedback.",
  keywords: ["copy", "paste", "share"],
  stories: [{ slug: "basic", title: "Basic", page: "clipboard" }],
  firstInteraction: [
    { click: part("clipboard", "trigger") },
    { expect: { css: part("clipboard", "indicator"), name: "Copied!" }, is: "visible" },
  ],
  timingDriven: true,
})
