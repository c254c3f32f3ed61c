import { defineDemo } from "../facts"
import { part } from "../interactionSteps"

const item = (value: string) => `main [data-scope='cascade-select'][data-part='item'][data-value='${value}']`

export default defineDemo({
  label: "Cascade Select",
  group: "Selection",
  description: "Pick a value by walking down a tree of options, level by level.",
  keywords: ["cascader", "hierarchy", "location", "dropdown"],
  stories: [
    {
      slug: "basic",
      title: "Basic",
      keywords: ["world", "continents", "countries", "states", "form"],
      machines: ["Cascade Select"],
      firstInteraction: [
        { click: part("cascade-select", "trigger") },
        { expect: part("cascade-select", "content"), is: "visible" },
        { click: item("africa") },
        { click: item("africa,DZ") },
        { click: item("africa,DZ,DZ-01") },
        { expect: part("cascade-select", "content"), is: "hidden" },
        { expect: part("cascade-select", "value-text"), text: "Africa / Algeria / Adrar" },
      ],
      overlay: { trigger: part("cascade-select", "trigger") },
    },
  ],
})
