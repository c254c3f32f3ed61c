import { defineDemo } from "../facts"
import { opensAndEscapes } from "../interactionSteps"

export default defineDemo({
  label: "Navigation Menu",
  group: "Navigation and disclosure",
  description: "A site menu bar whose triggers open panels of links.",
  keywords: ["navbar", "mega menu", "site menu", "links"],
  stories: [{ slug: "basic", title: "Basic", page: "navigation-menu" }],
  firstInteraction: opensAndEscapes(
    "main [data-scope='navigation-menu'][data-part='trigger'][data-value='products']",
    "[data-scope='navigation-menu'][data-part='content']",
  ),
  overlay: { trigger: "main [data-scope='navigation-menu'][data-part='trigger'][data-value='products']" },
})
