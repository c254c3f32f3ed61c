import { defineDemo } from "../facts"
import { testId } from "../interactionSteps"

const comboboxItem = (testid: string) => `[data-scope='combobox'][data-part='item'][data-testid='${testid}']`

export default defineDemo({
  label: "Combobox",
  group: "Selection",
  description: "A text field that suggests matching options as you type.",
  keywords: ["autocomplete", "typeahead", "search", "suggest", "dropdown"],
  stories: [
    { slug: "basic", title: "Basic", page: "combobox" },
    {
      slug: "controlled-ignore",
      title: "Controlled Ignore",
      keywords: ["controlled", "fixed value", "multiple", "regression", "selected items"],
      machines: ["Combobox"],
      firstInteraction: [
        { click: testId("trigger") },
        { click: comboboxItem("vue") },
        { expect: testId("selected-items"), text: "React" },
      ],
      overlay: { trigger: "main [data-testid='trigger']" },
    },
  ],
  firstInteraction: [
    { type: "Cana", into: testId("input") },
    { expect: comboboxItem("CA"), is: "visible" },
  ],
  overlay: { trigger: "main [data-testid='trigger']" },
})
