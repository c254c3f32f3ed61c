import { defineDemo } from "../facts"
import { testId } from "../interactionSteps"

export default defineDemo({
  label: "Editable",
  group: "Inputs",
  description: "Text that turns into a field when you edit it in place.",
  keywords: ["inline edit", "text", "rename"],
  stories: [
    {
      slug: "basic",
      title: "Basic",
      keywords: ["hello world", "save", "cancel", "max length"],
      machines: ["Editable"],
      firstInteraction: [
        { click: testId("edit-button") },
        { expect: testId("input"), is: "focused" },
        { press: "End" },
        { type: "!", into: testId("input") },
        { press: "Enter" },
        { expect: testId("preview"), text: "Hello World!" },
      ],
    },
    {
      slug: "controlled",
      title: "Controlled",
      keywords: ["controlled", "react state", "edit mode"],
      machines: ["Editable"],
      firstInteraction: [
        { click: testId("edit-button") },
        { expect: testId("input"), is: "focused" },
        { click: testId("cancel-button") },
        { expect: testId("preview"), text: "Hello World" },
      ],
    },
  ],
})
