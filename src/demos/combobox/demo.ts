import { defineDemo } from "../facts"
import { button, testId } from "../interactionSteps"

const trigger = { trigger: "main [data-testid='trigger']" }
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
      overlay: trigger,
    },
    {
      slug: "external-value-change",
      title: "External Value Change",
      keywords: ["controlled", "external", "set value", "frameworks"],
      machines: ["Combobox"],
      firstInteraction: [
        { click: button('Set value to "Solid" externally') },
        { expect: testId("input"), value: "Solid" },
      ],
      overlay: trigger,
    },
    {
      slug: "multiple",
      title: "Multiple",
      keywords: ["multiple", "multi select", "remove selected", "countries"],
      machines: ["Combobox"],
      firstInteraction: [
        { click: testId("trigger") },
        { click: comboboxItem("CA") },
        { click: comboboxItem("JP") },
        { expect: testId("value-text"), text: "Canada, Japan" },
      ],
      overlay: trigger,
    },
    {
      slug: "custom-value",
      title: "Custom Value",
      keywords: ["custom value", "free text", "allowCustomValue", "form"],
      machines: ["Combobox"],
      firstInteraction: [
        { type: "Atlantis", into: testId("input") },
        { click: button("Submit") },
        { expect: testId("input"), value: "Atlantis" },
      ],
      overlay: trigger,
    },
    {
      slug: "controlled-input",
      title: "Controlled Input",
      keywords: ["controlled", "input value", "react state", "frameworks"],
      machines: ["Combobox"],
      firstInteraction: [{ click: button('Set input to "vue" externally') }, { expect: testId("input"), value: "vue" }],
      overlay: trigger,
    },
    {
      slug: "form",
      title: "Form",
      keywords: ["form", "submit", "enter", "name"],
      machines: ["Combobox"],
      firstInteraction: [
        { type: "Cana", into: testId("input") },
        { expect: comboboxItem("CA"), attribute: "data-highlighted", toBe: "" },
        { press: "Enter" },
        { expect: testId("input"), value: "Canada" },
        { expect: testId("submit-count"), text: "0" },
      ],
      overlay: trigger,
    },
    {
      slug: "async",
      title: "Async",
      keywords: ["async", "search", "loading", "star wars", "async list", "remote"],
      machines: ["Combobox", "AsyncList"],
      firstInteraction: [
        { type: "sky", into: testId("input") },
        { expect: comboboxItem("item-Luke Skywalker"), is: "visible" },
      ],
      overlay: trigger,
    },
    {
      slug: "rehydrate",
      title: "Rehydrate",
      keywords: ["rehydrate", "default value", "async", "star wars", "async list"],
      machines: ["Combobox", "AsyncList"],
      firstInteraction: [
        { expect: testId("input"), value: "C-3PO" },
        { click: testId("trigger") },
        { expect: comboboxItem("C-3PO"), attribute: "data-state", toBe: "checked" },
      ],
      overlay: trigger,
    },
    {
      slug: "virtualized",
      title: "Virtualized",
      keywords: ["virtual", "virtualized", "tanstack", "long list", "scroll"],
      machines: ["Combobox"],
      firstInteraction: [
        { focus: testId("input") },
        { press: "ArrowUp" },
        { expect: comboboxItem("TN"), attribute: "data-highlighted", toBe: "" },
        { expect: comboboxItem("TN"), is: "visible" },
      ],
      overlay: trigger,
    },
    {
      slug: "combo-tags",
      title: "Tags Input",
      keywords: ["tags", "tags input", "chips", "multiple", "free text"],
      machines: ["Combobox", "TagsInput"],
      firstInteraction: [
        { type: "Cana", into: testId("input") },
        { click: comboboxItem("CA") },
        { expect: "main [data-scope='tags-input'][data-part='item-text']", text: "Canada" },
      ],
      overlay: { trigger: "main [data-testid='input']" },
    },
  ],
  firstInteraction: [
    { type: "Cana", into: testId("input") },
    { expect: comboboxItem("CA"), is: "visible" },
  ],
  overlay: trigger,
})
