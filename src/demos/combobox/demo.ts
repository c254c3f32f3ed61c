import { defineDemo } from "../facts"
import { testId } from "../interactionSteps"

export default defineDemo({
  label: "Combobox",
  group: "Selection",
  description: "A text field that suggests matching options as you type.",
  keywords: ["autocomplete", "typeahead", "search", "suggest", "dropdown"],
  stories: [{ slug: "basic", title: "Basic", page: "combobox" }],
  firstInteraction: [
    { type: "Cana", into: testId("input") },
    { expect: "[data-scope='combobox'][data-part='item'][data-testid='CA']", is: "visible" },
  ],
  overlay: { trigger: "main [data-testid='trigger']" },
})
