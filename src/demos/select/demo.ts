import { defineDemo } from "../facts"
import { button, opensAndEscapes, part, testId } from "../interactionSteps"

const trigger = part("select", "trigger")
const content = part("select", "content")
const item = (value: string) => `main [data-scope='select'][data-part='item'][data-value='${value}']`
/** The select's trigger, for the suites to open its list over the page. */
const overSelect = { trigger }

export default defineDemo({
  label: "Select",
  group: "Selection",
  description: "Choose one or more options from a dropdown list.",
  keywords: ["dropdown", "listbox", "picker", "options"],
  stories: [
    { slug: "basic", title: "Basic", page: "select" },
    {
      slug: "controlled-ignore",
      title: "Controlled Ignore",
      keywords: ["controlled", "fixed value", "regression", "selected items"],
      machines: ["Select"],
      firstInteraction: [
        { click: testId("trigger") },
        { expect: testId("select-content"), is: "visible" },
        { click: testId("vue") },
        { expect: testId("select-content"), is: "hidden" },
        { expect: testId("selected-items"), text: "Selected items (from api): React" },
      ],
      overlay: { trigger: testId("trigger") },
    },
    {
      slug: "external-value-change",
      title: "External Value Change",
      keywords: ["controlled", "collection", "filter", "regression", "selected items"],
      machines: ["Select"],
      firstInteraction: [
        { click: testId("filter-vue-button") },
        { click: testId("set-solid-button") },
        { expect: testId("selected-items"), text: "Selected items (from api): Solid" },
        { expect: testId("trigger"), text: "Solid▼" },
      ],
      overlay: { trigger: testId("trigger") },
    },
    {
      slug: "async",
      title: "Async",
      keywords: ["async", "loading", "fetch", "pokemon"],
      machines: ["Select"],
      viz: true,
      firstInteraction: [
        { expect: item("bulbasaur"), is: "present" },
        { click: trigger },
        { click: item("bulbasaur") },
        { expect: part("select", "value-text"), text: "bulbasaur" },
      ],
      overlay: overSelect,
    },
    {
      slug: "combobox",
      title: "With Combobox",
      keywords: ["combobox", "search", "filter", "autocomplete", "countries"],
      machines: ["Select", "Combobox"],
      firstInteraction: [
        { click: trigger },
        { expect: part("combobox", "input"), is: "focused" },
        { type: "peru", into: part("combobox", "input") },
        {
          expect: "main [data-scope='combobox'][data-part='item'][data-value='PE']",
          attribute: "data-highlighted",
          toBe: "",
        },
        { press: "Enter" },
        { expect: part("select", "value-text"), text: "Peru (PE)" },
        { expect: trigger, is: "focused" },
      ],
      overlay: overSelect,
    },
    {
      slug: "in-dialog",
      title: "Dialog",
      keywords: ["dialog", "modal", "nested", "layer"],
      machines: ["Select", "Dialog"],
      firstInteraction: [
        { click: button("Open Dialog") },
        { expect: part("dialog", "content"), is: "visible" },
        ...opensAndEscapes(testId("trigger-1"), content),
        { expect: part("dialog", "content"), is: "visible" },
      ],
      overlay: { trigger: part("dialog", "trigger") },
    },
    {
      slug: "in-popover",
      title: "Popover",
      keywords: ["popover", "nested", "layer"],
      machines: ["Select", "Popover"],
      firstInteraction: [
        { click: button("Open Popover") },
        { expect: part("popover", "content"), is: "visible" },
        ...opensAndEscapes(trigger, content),
        { expect: part("popover", "content"), is: "visible" },
      ],
      overlay: { trigger: part("popover", "trigger") },
    },
    {
      slug: "multiple-controlled",
      title: "Multiple Controlled",
      keywords: ["controlled", "open state", "two selects"],
      machines: ["Select"],
      firstInteraction: [
        { click: "main .select-pair > :nth-child(1) [data-part='trigger']" },
        { expect: "main .select-pair > :nth-child(1) [data-part='trigger']", attribute: "data-state", toBe: "open" },
        { click: "main .select-pair > :nth-child(2) [data-part='trigger']" },
        { expect: "main .select-pair > :nth-child(2) [data-part='trigger']", attribute: "data-state", toBe: "open" },
        { expect: "main .select-pair > :nth-child(1) [data-part='trigger']", attribute: "data-state", toBe: "closed" },
      ],
      overlay: overSelect,
    },
    {
      slug: "tabs",
      title: "Tabs",
      keywords: ["tabs", "git", "branch", "tag", "highlight"],
      machines: ["Select", "Tabs"],
      firstInteraction: [
        { click: trigger },
        { expect: content, is: "visible" },
        { click: { css: "main [data-scope='tabs'][data-part='trigger']", name: "Tags" } },
        { expect: item("v1.0.0"), attribute: "data-highlighted", toBe: "" },
      ],
      overlay: overSelect,
    },
    {
      slug: "virtualized",
      title: "Virtualized",
      keywords: ["virtual", "virtualized", "tanstack", "long list", "performance"],
      machines: ["Select"],
      firstInteraction: [
        { click: trigger },
        { expect: content, is: "focused" },
        { press: "End" },
        { expect: item("ZW"), attribute: "data-highlighted", toBe: "" },
        { expect: item("ZW"), is: "visible" },
      ],
      overlay: overSelect,
    },
    {
      slug: "autofill",
      title: "Autofill",
      keywords: ["autofill", "autocomplete", "form", "native select", "address"],
      machines: ["Select"],
      firstInteraction: [
        { click: trigger },
        { click: item("CA") },
        { expect: part("select", "value-text"), text: "California" },
      ],
      overlay: overSelect,
    },
    {
      slug: "infinite-scroll",
      title: "Infinite Scroll",
      keywords: ["infinite scroll", "load more", "pagination", "async list", "pokemon"],
      machines: ["Select", "AsyncList"],
      firstInteraction: [
        { click: trigger },
        { expect: item("bulbasaur"), is: "visible" },
        { press: "End" },
        { expect: item("raticate"), attribute: "data-highlighted", toBe: "" },
        { expect: item("spearow"), is: "present" },
      ],
      overlay: overSelect,
    },
    {
      slug: "typeahead",
      title: "Typeahead",
      keywords: ["typeahead", "type to select", "keyboard", "disabled item"],
      machines: ["Select"],
      firstInteraction: [{ focus: trigger }, { press: "c" }, { expect: part("select", "value-text"), text: "Cherry" }],
      overlay: overSelect,
    },
  ],
  firstInteraction: opensAndEscapes(part("select", "trigger"), "[data-scope='select'][data-part='content']"),
  overlay: { trigger: "main [data-scope='select'][data-part='trigger']" },
})
