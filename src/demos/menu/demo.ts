import { defineDemo } from "../facts"
import { button, opensAndEscapes, part, testId } from "../interactionSteps"

// the stories' menus are portalled into the layer at the end of <main>
const content = "main [data-scope='menu'][data-part='content']"
const trigger = part("menu", "trigger")
const item = (value: string) => `${content} [data-part='item'][data-value='${value}']`
const openContent = `${content}[data-state='open']`
const rowTrigger = (value: number) => `${trigger}[data-value='${value}']`
const cardTrigger = (n: number) => `main .menu-card:nth-child(${n}) [data-part='trigger']`

export default defineDemo({
  label: "Menu",
  group: "Overlays",
  description: "A button that opens a list of actions.",
  keywords: ["dropdown", "actions", "popup"],
  stories: [
    { slug: "basic", title: "Basic", page: "menu" },
    {
      slug: "overflow",
      title: "Overflow",
      keywords: ["overflow", "scroll", "long list", "typeahead"],
      machines: ["Menu"],
      firstInteraction: [
        { click: trigger },
        { expect: content, is: "visible" },
        // zag focuses the list a frame after showing it; a key pressed sooner goes to the trigger
        { expect: content, is: "focused" },
        { press: "End" },
        { expect: item("item-39"), attribute: "data-highlighted", toBe: "" },
        { expect: item("item-39"), is: "visible" },
        { press: "Escape" },
        { expect: content, is: "hidden" },
        { expect: trigger, is: "focused" },
      ],
      overlay: { trigger },
    },
    { slug: "nested", title: "Nested", page: "nested-menu" },
    { slug: "options", title: "With options", page: "menu-options" },
    {
      slug: "combobox",
      title: "With Combobox",
      keywords: ["combobox", "search", "filter", "countries", "autocomplete"],
      machines: ["Menu", "Combobox"],
      firstInteraction: [
        { click: trigger },
        { expect: content, is: "visible" },
        // the menu puts the focus in its search field
        { expect: part("combobox", "input"), is: "focused" },
        { type: "mal", into: part("combobox", "input") },
        { expect: testId("MW"), attribute: "data-highlighted", toBe: "" },
        { press: "ArrowDown" },
        { expect: testId("MY"), attribute: "data-highlighted", toBe: "" },
        { press: "Enter" },
        { expect: content, is: "hidden" },
        { expect: testId("selected"), text: "Selected: Malaysia (MY)" },
      ],
      overlay: { trigger },
    },
    {
      slug: "in-dialog",
      title: "With Dialog",
      keywords: ["dialog", "modal", "nested", "submenu", "focus trap", "layers"],
      machines: ["Menu", "Dialog"],
      firstInteraction: [
        { click: button("Open Dialog with Nested Menu") },
        { expect: part("dialog", "content"), is: "visible" },
        { click: testId("trigger-1") },
        { expect: testId("menu"), is: "visible" },
        { hover: testId("more-tools") },
        { expect: testId("more-tools-submenu"), is: "visible" },
        { expect: testId("more-tools"), attribute: "data-highlighted", toBe: "" },
        // Escape in a submenu closes the whole menu, and only the menu
        { press: "Escape" },
        { expect: testId("menu"), is: "hidden" },
        { expect: testId("trigger-1"), is: "focused" },
        { expect: part("dialog", "content"), is: "visible" },
      ],
      overlay: { trigger: part("dialog", "trigger") },
    },
    {
      slug: "links",
      title: "Links",
      keywords: ["links", "anchor", "navigation", "new tab"],
      machines: ["Menu"],
      firstInteraction: opensAndEscapes(trigger, content),
      overlay: { trigger },
    },
    {
      slug: "multiple-controlled",
      title: "Multiple Controlled",
      keywords: ["controlled", "open state", "two menus"],
      machines: ["Menu"],
      firstInteraction: [
        { click: cardTrigger(1) },
        { expect: "main [data-testid='open-menu']", text: "Open menu: first" },
        { click: cardTrigger(2) },
        { expect: "main [data-testid='open-menu']", text: "Open menu: second" },
        { expect: "main [data-testid='open-state-first']", text: "First open: false" },
        { press: "Escape" },
        { expect: openContent, is: "hidden" },
        { expect: cardTrigger(2), is: "focused" },
      ],
      overlay: { trigger },
    },
    {
      slug: "multiple-trigger",
      title: "Multiple Trigger",
      keywords: ["multiple triggers", "trigger value", "table", "documents", "presence"],
      machines: ["Menu", "Presence"],
      firstInteraction: [
        { click: rowTrigger(4) },
        { expect: openContent, is: "visible" },
        { expect: "main [data-testid='active-trigger']", text: "Active Trigger: 4" },
        // the open menu lies over the rows below its trigger: a row above switches it
        { click: rowTrigger(2) },
        { expect: "main [data-testid='active-trigger']", text: "Active Trigger: 2" },
        { expect: rowTrigger(2), attribute: "aria-expanded", toBe: "true" },
        { press: "Escape" },
        { expect: content, is: "hidden" },
        { expect: rowTrigger(2), is: "focused" },
      ],
      overlay: { trigger },
    },
    {
      slug: "hide-with-detached",
      title: "Hide When Detached",
      keywords: ["hideWhenDetached", "scroll", "detached", "clipped", "positioning"],
      machines: ["Menu"],
      firstInteraction: opensAndEscapes(testId("row-trigger"), testId("row-content")),
      overlay: { trigger: testId("row-trigger") },
    },
    {
      slug: "submenu-glitch",
      title: "Submenu Glitch",
      keywords: ["submenu", "hover", "glitch", "flash", "regression", "nested"],
      machines: ["Menu"],
      firstInteraction: [
        { click: testId("trigger") },
        { expect: testId("menu"), is: "visible" },
        { hover: testId("lorem-trigger") },
        { expect: testId("lorem-submenu"), is: "visible" },
        { expect: testId("lorem-trigger"), attribute: "data-highlighted", toBe: "" },
        { press: "Escape" },
        { expect: testId("menu"), is: "hidden" },
        { expect: testId("trigger"), is: "focused" },
      ],
      overlay: { trigger: testId("trigger") },
    },
    {
      slug: "focusable-submenu",
      title: "Focusable Submenu",
      keywords: ["submenu", "input", "focus", "hover", "regression", "nested"],
      machines: ["Menu"],
      firstInteraction: [
        { click: testId("trigger") },
        { expect: testId("menu"), is: "visible" },
        { hover: testId("sub2-trigger") },
        { expect: testId("sub2-content"), is: "visible" },
        { expect: `${testId("sub2-content")} input`, is: "focused" },
        { press: "Escape" },
        { expect: testId("menu"), is: "hidden" },
        { expect: testId("trigger"), is: "focused" },
      ],
      overlay: { trigger: testId("trigger") },
    },
  ],
  firstInteraction: opensAndEscapes(part("menu", "trigger"), "[data-scope='menu'][data-part='content']"),
  overlay: { trigger: "main [data-scope='menu'][data-part='trigger']" },
})
