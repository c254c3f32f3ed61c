import { defineDemo } from "../facts"
import { button, part } from "../interactionSteps"

export default defineDemo({
  label: "Table of Contents",
  group: "Navigation and disclosure",
  description: "A table of contents that follows the heading in view.",
  keywords: ["table of contents", "on this page", "outline", "headings"],
  stories: [
    { slug: "basic", title: "Basic", page: "toc" },
    {
      slug: "indicator",
      title: "Indicator",
      keywords: ["indicator", "active bar", "scroll spy", "guide"],
      machines: ["Table of Contents"],
      firstInteraction: [
        { click: { css: part("toc", "link"), name: "Troubleshooting" } },
        { expect: { css: part("toc", "link"), name: "Troubleshooting" }, attribute: "aria-current", toBe: "location" },
      ],
    },
    {
      slug: "scroll-element",
      title: "Scroll Element",
      keywords: ["scroll container", "scrollEl", "scrollTo", "jump", "smooth"],
      machines: ["Table of Contents"],
      firstInteraction: [
        { click: button("Installation") },
        { expect: { css: part("toc", "link"), name: "Installation" }, attribute: "aria-current", toBe: "location" },
      ],
    },
  ],
  firstInteraction: [
    { click: { css: part("toc", "link"), name: "Configuration" } },
    { expect: { css: part("toc", "link"), name: "Configuration" }, attribute: "aria-current", toBe: "location" },
  ],
})
