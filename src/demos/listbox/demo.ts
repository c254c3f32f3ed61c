import { defineDemo } from "../facts"
import { button, part, testId } from "../interactionSteps"

const content = part("listbox", "content")
const item = (value: string) => `main [data-scope='listbox'][data-part='item'][data-value='${value}']`

export default defineDemo({
  label: "Listbox",
  group: "Selection",
  description: "A list of options to select from, always open.",
  keywords: ["list", "options", "select", "choice"],
  stories: [
    {
      slug: "basic",
      title: "Basic",
      keywords: ["countries", "scroll", "check mark"],
      machines: ["Listbox"],
      firstInteraction: [
        { click: item("AD") },
        { expect: item("AD"), attribute: "aria-selected", toBe: "true" },
        { expect: `${item("AD")} [data-part='item-indicator']`, is: "visible" },
      ],
    },
    {
      slug: "fruits",
      title: "Fruits",
      keywords: ["fruits", "orientation", "extended", "typeahead"],
      machines: ["Listbox"],
      firstInteraction: [
        { click: part("listbox", "item") },
        { expect: part("listbox", "item"), attribute: "aria-selected", toBe: "true" },
      ],
    },
    {
      slug: "grid",
      title: "Grid",
      keywords: ["grid", "columns", "two dimensions", "countries"],
      machines: ["Listbox"],
      firstInteraction: [
        { focus: content },
        { expect: item("AD"), attribute: "data-highlighted", toBe: "" },
        { press: "ArrowDown" },
        { expect: item("AG"), attribute: "data-highlighted", toBe: "" },
        { press: "ArrowRight" },
        { expect: item("AI"), attribute: "data-highlighted", toBe: "" },
      ],
    },
    {
      slug: "controlled-ignore",
      title: "Controlled Ignore",
      keywords: ["controlled", "fixed value", "regression", "selected items"],
      machines: ["Listbox"],
      firstInteraction: [
        { click: testId("vue") },
        { expect: testId("selected-items"), text: "React" },
        { expect: testId("react"), attribute: "aria-selected", toBe: "true" },
      ],
    },
    {
      slug: "external-value-change",
      title: "External Value Change",
      keywords: ["controlled", "collection", "filter", "set value", "selected items"],
      machines: ["Listbox"],
      firstInteraction: [
        { click: testId("filter-vue-button") },
        { expect: testId("react"), is: "hidden" },
        { click: testId("set-solid-button") },
        { expect: testId("selected-items"), text: "Solid" },
        { expect: testId("solid"), attribute: "aria-selected", toBe: "true" },
      ],
    },
    {
      slug: "transfer",
      title: "Transfer",
      keywords: ["transfer", "two lists", "move", "multiple"],
      machines: ["Listbox"],
      firstInteraction: [
        { click: item("naruto") },
        { click: button("Move Right") },
        { expect: "main .listbox-transfer > [data-part='root']:last-child [data-value='naruto']", is: "visible" },
        { expect: "main .listbox-transfer > [data-part='root']:first-child [data-value='naruto']", is: "hidden" },
      ],
    },
    {
      slug: "search",
      title: "Search",
      keywords: ["search", "filter", "input", "accents", "countries"],
      machines: ["Listbox"],
      firstInteraction: [
        { type: "cote", into: "main input" },
        { expect: item("CI"), attribute: "data-highlighted", toBe: "" },
        { press: "Enter" },
        { expect: item("CI"), attribute: "aria-selected", toBe: "true" },
      ],
    },
    {
      slug: "virtualized",
      title: "Virtualized",
      keywords: ["virtual", "virtualized", "tanstack", "long list", "performance"],
      machines: ["Listbox"],
      firstInteraction: [
        { focus: content },
        { expect: item("item-0"), attribute: "data-highlighted", toBe: "" },
        { press: "End" },
        { expect: item("item-9999"), attribute: "data-highlighted", toBe: "" },
        { expect: item("item-9999"), is: "visible" },
      ],
    },
  ],
})
