import { defineDemo } from "../facts"
import { button, opensAndEscapes, part, type Step, type Target, testId } from "../interactionSteps"

// the stories' dialogs are portalled into the layer at the end of <main>
const content = part("dialog", "content")
const openButton = button("Open Dialog")
const trigger = part("dialog", "trigger")
const nameInput = `${content} input[placeholder='Enter name...']`
/** The datepicker story's open calendar (portalled into the layer at the end of <main>) and a day of its month. */
const calendar = `${part("date-picker", "content")}[data-state='open']`
const firstDayOfMonth = "[data-part='table-cell-trigger'][data-view='day']:not([data-outside-range])"
const rowTrigger = (value: number) => `${trigger}[data-value='${value}']`
/** A button of the popover-nested story's sections (the first section's, where several have the name). */
const sectionButton = (name: string): Target => ({ css: "main .layers-section button", name })
/** A layer of the popover-nested story by its title. */
const layerTitle = (scope: "dialog" | "popover", name: string): Target => ({
  css: `[data-scope='${scope}'][data-part='title']`,
  name,
})

/** Opens the dialog from its trigger, sees the focus land on `target`, and closes it with Escape. */
const focusesOnOpen = (target: Target): Step[] => [
  { click: trigger },
  { expect: target, is: "focused" },
  { press: "Escape" },
  { expect: content, is: "hidden" },
  { expect: trigger, is: "focused" },
]

export default defineDemo({
  label: "Dialog",
  group: "Overlays",
  description: "A modal window that traps focus until it is dismissed.",
  keywords: ["modal", "popup", "overlay", "window"],
  // in the order of the spec (stories.md, dialog), the nav's
  stories: [
    { slug: "basic", title: "Basic", page: "dialog" },
    {
      slug: "controlled",
      title: "Controlled",
      keywords: ["controlled", "open state", "edit profile"],
      machines: ["Dialog"],
      firstInteraction: [
        ...opensAndEscapes(openButton, content),
        { expect: testId("state-open"), text: "state - isOpen: false" },
        { expect: testId("machine-open"), text: "machine - isOpen: false" },
      ],
      overlay: { trigger: "main >> role=button[name='Open Dialog']" },
    },
    {
      slug: "datepicker",
      title: "With Date Picker",
      keywords: ["date picker", "calendar", "portal", "nested", "layers", "escape"],
      machines: ["Dialog", "Date Picker"],
      // a click on the month's first day: the calendar closes, the dialog stays, and the field holds a date
      firstInteraction: [
        { click: button("Open") },
        { expect: content, is: "visible" },
        { click: part("date-picker", "trigger") },
        { expect: calendar, is: "visible" },
        { click: `${calendar} ${firstDayOfMonth}` },
        { expect: calendar, is: "hidden" },
        { expect: content, is: "visible" },
        { expect: part("date-picker", "clear-trigger"), is: "visible" },
        { press: "Escape" },
        { expect: content, is: "hidden" },
        { expect: button("Open"), is: "focused" },
      ],
      overlay: { trigger },
    },
    {
      slug: "delayed-close",
      title: "Delayed Close",
      keywords: ["delayed close", "presence", "animation", "controlled", "timeout", "edit profile"],
      machines: ["Dialog", "Presence"],
      firstInteraction: [
        ...opensAndEscapes(trigger, content),
        { expect: testId("state-open"), text: "state - isOpen: false" },
        { expect: testId("machine-open"), text: "machine - isOpen: false" },
      ],
      overlay: { trigger },
      timingDriven: true,
    },
    {
      slug: "multiple-trigger",
      title: "Multiple Trigger",
      keywords: ["multiple triggers", "trigger value", "table", "users", "edit user", "presence"],
      machines: ["Dialog", "Presence"],
      firstInteraction: [
        { click: rowTrigger(3) },
        { expect: content, is: "visible" },
        { expect: testId("active-user"), text: "Active User: Carol Davis" },
        { expect: `${content} input[name='name']`, value: "Carol Davis" },
        { press: "Escape" },
        { expect: content, is: "hidden" },
        { expect: rowTrigger(3), is: "focused" },
      ],
      overlay: { trigger: rowTrigger(1) },
    },
    {
      slug: "multiple-trigger-controlled",
      title: "Multiple Trigger Controlled",
      keywords: ["multiple triggers", "controlled", "trigger value", "table", "users", "edit user", "presence"],
      machines: ["Dialog", "Presence"],
      firstInteraction: [
        { click: rowTrigger(2) },
        { expect: content, is: "visible" },
        { expect: testId("local-trigger"), text: "local activeTrigger: 2" },
        { expect: testId("api-trigger"), text: "api.triggerValue: 2" },
        { press: "Escape" },
        { expect: content, is: "hidden" },
        { expect: testId("local-open"), text: "local open: false" },
        { expect: rowTrigger(2), is: "focused" },
      ],
      overlay: { trigger: rowTrigger(1) },
    },
    {
      slug: "popover-nested",
      title: "Popover Nested",
      keywords: ["nested", "popover", "layers", "escape", "outside click", "stack", "regression"],
      machines: ["Dialog", "Popover"],
      firstInteraction: [
        { click: sectionButton("Open Dialog 1") },
        { expect: layerTitle("dialog", "Dialog 1"), is: "visible" },
        { click: { css: `${content} button`, name: "Open Popover 1" } },
        { expect: layerTitle("popover", "Popover 1"), is: "visible" },
        { click: { css: "[data-scope='popover'][data-part='content'] button", name: "Open Dialog 2" } },
        { expect: layerTitle("dialog", "Dialog 2"), is: "visible" },
        { press: "Escape" },
        { expect: layerTitle("dialog", "Dialog 2"), is: "hidden" },
        { expect: layerTitle("popover", "Popover 1"), is: "visible" },
        { press: "Escape" },
        { expect: layerTitle("popover", "Popover 1"), is: "hidden" },
        { expect: layerTitle("dialog", "Dialog 1"), is: "visible" },
        { press: "Escape" },
        { expect: layerTitle("dialog", "Dialog 1"), is: "hidden" },
        { expect: sectionButton("Open Dialog 1"), is: "focused" },
      ],
      overlay: { trigger: "main .layers-section >> role=button[name='Open Dialog 1']" },
    },
    {
      slug: "scroll-outside",
      title: "Scroll Outside",
      keywords: ["scroll", "long content", "scroll lock", "wheel", "backdrop blur"],
      machines: ["Dialog"],
      firstInteraction: opensAndEscapes(trigger, content),
      overlay: { trigger },
    },
    {
      slug: "nested",
      title: "Nested",
      keywords: ["nested", "two dialogs", "stacked", "layers", "edit profile"],
      // the spec's visualizers: "Dialog 1", then "Dialog 2" (src/workbench/story/useStoryMachine.ts)
      machines: ["Dialog 1"],
      firstInteraction: [
        { click: testId("trigger-1") },
        { expect: testId("close-1"), is: "focused" },
        { click: testId("trigger-2") },
        { expect: testId("close-2"), is: "focused" },
        { press: "Escape" },
        { expect: testId("positioner-2"), is: "hidden" },
        { expect: testId("trigger-2"), is: "focused" },
        { press: "Escape" },
        { expect: testId("positioner-1"), is: "hidden" },
        { expect: testId("trigger-1"), is: "focused" },
      ],
      overlay: { trigger: testId("trigger-1") },
    },
    {
      slug: "autofocus-attr",
      title: "Autofocus Attribute",
      keywords: ["autofocus", "data-autofocus", "initial focus", "edit profile"],
      machines: ["Dialog"],
      firstInteraction: focusesOnOpen(nameInput),
      overlay: { trigger },
    },
    {
      slug: "initial-focus",
      title: "Initial Focus",
      keywords: ["initialFocusEl", "initial focus", "autofocus", "edit profile"],
      machines: ["Dialog"],
      firstInteraction: focusesOnOpen(nameInput),
      overlay: { trigger },
    },
    {
      slug: "no-autofocus-attr",
      title: "No Autofocus Attribute",
      keywords: ["data-no-autofocus", "initial focus", "autofocus", "delete", "confirm"],
      machines: ["Dialog"],
      firstInteraction: focusesOnOpen({ css: `${content} button`, name: "Cancel" }),
      overlay: { trigger },
    },
    {
      slug: "mutation",
      title: "Mutation",
      keywords: ["mutation", "focus trap", "always mounted", "swap content"],
      machines: ["Dialog"],
      firstInteraction: [
        { click: trigger },
        { expect: { css: `${content} button`, name: "Set next content" }, is: "focused" },
        { press: "Enter" },
        { expect: { css: `${content} button`, name: "Set previous content" }, is: "focused" },
        { press: "Escape" },
        { expect: content, is: "hidden" },
        { expect: trigger, is: "focused" },
      ],
      overlay: { trigger },
    },
    {
      slug: "checkbox-focus-visible",
      title: "Focus Visible in Traps",
      keywords: ["focus-visible", "focus trap", "checkbox", "switch", "radio", "popover", "outline", "regression"],
      machines: ["Dialog", "Popover", "Checkbox", "Switch", "Radio Group"],
      firstInteraction: [
        { click: button("Open dialog") },
        { expect: "[data-testid='dlg-cb-a']", is: "visible" },
        { click: "[data-testid='dlg-cb-a']" },
        { expect: "[data-testid='dlg-cb-a']", attribute: "data-state", toBe: "checked" },
        { expect: "[data-testid='dlg-cb-a']", attribute: "data-focus-visible", toBe: null },
        { press: "Tab" },
        { expect: "[data-testid='dlg-cb-b']", attribute: "data-focus-visible", toBe: "" },
        { press: "Escape" },
        { expect: content, is: "hidden" },
        { expect: button("Open dialog"), is: "focused" },
      ],
      overlay: { trigger: "main >> role=button[name='Open dialog']" },
    },
  ],
  firstInteraction: opensAndEscapes(button("Click me"), "[data-scope='dialog'][data-part='content']"),
  overlay: { trigger: "main >> role=button[name='Click me']" },
})
