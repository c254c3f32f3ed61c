import { defineDemo } from "../facts"
import { opensAndEscapes, part } from "../interactionSteps"

const productsTrigger = "main [data-scope='navigation-menu'][data-part='trigger'][data-value='products']"

export default defineDemo({
  label: "Navigation Menu",
  group: "Navigation and disclosure",
  description: "A site menu bar whose triggers open panels of links.",
  keywords: ["navbar", "mega menu", "site menu", "links"],
  stories: [
    { slug: "basic", title: "Basic", page: "navigation-menu" },
    {
      slug: "viewport",
      title: "Viewport",
      viz: true,
      keywords: ["viewport", "shared viewport", "mega menu", "focus proxy", "site header", "resize"],
      machines: ["Navigation Menu"],
      firstInteraction: opensAndEscapes(productsTrigger, part("navigation-menu", "viewport")),
      overlay: { trigger: productsTrigger },
    },
  ],
  firstInteraction: opensAndEscapes(productsTrigger, "[data-scope='navigation-menu'][data-part='content']"),
  overlay: { trigger: productsTrigger },
})
