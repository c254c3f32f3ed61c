import { defineDemo } from "../facts"

const label = (text: string) => ({ css: "main .swap-button", name: text })

export default defineDemo({
  label: "Swap",
  group: "Utilities",
  description: "Cross-fade one state into another.",
  keywords: ["cross fade", "presence", "mute"],
  stories: [
    {
      slug: "basic",
      title: "Basic",
      keywords: ["unmute", "toggle"],
      machines: ["Presence", "Presence"],
      firstInteraction: [
        { click: label("Unmuted") },
        { expect: label("Muted"), is: "visible" },
        { expect: "main .swap-slot[data-state='closed']", is: "hidden" },
        { click: label("Muted") },
        { expect: label("Unmuted"), is: "visible" },
      ],
    },
  ],
})
