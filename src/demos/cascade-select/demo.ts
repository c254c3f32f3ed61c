import { defineDemo } from "../facts"
import { opensAndEscapes, part } from "../interactionSteps"

export default defineDemo({
  label: "Cascade Select",
  group: "Selection",
  description: "Pick a value by walking down a tree of options, level by level.",
  keywords: ["cascader", "hierarchy", "location", "dropdown"],
  stories: [{ slug: "basic", title: "Basic", page: "cascade-select" }],
  firstInteraction: opensAndEscapes(
    part("cascade-select", "trigger"),
    "[data-scope='cascade-select'][data-part='content']",
  ),
  overlay: { trigger: "main [data-scope='cascade-select'][data-part='trigger']" },
})
