import { defineDemo } from "../facts"
import { button, opensAndEscapes, part, testId } from "../interactionSteps"

// the stories' content is portalled to the body, out of <main>
const content = "[data-scope='popover'][data-part='content']"
const openContent = `${content}[data-state='open']`
const secondTitle = { css: "[data-scope='popover'][data-part='title']", name: "Popover Title 2" }
const actionButton = { css: `${openContent} button`, name: "Action Button" }

export default defineDemo({
  label: "Popover",
  group: "Overlays",
  description: "A non-modal panel anchored to its trigger.",
  keywords: ["popup", "overlay", "flyout"],
  stories: [
    { slug: "basic", title: "Basic", page: "popover" },
    {
      slug: "composition-controlled",
      title: "Controlled",
      keywords: ["controlled", "open state", "presenters"],
      machines: ["Popover"],
      firstInteraction: [
        ...opensAndEscapes(part("popover", "trigger"), content),
        { expect: testId("open-state"), text: "Open (in React): false" },
      ],
      overlay: { trigger: part("popover", "trigger") },
    },
    {
      slug: "controlled",
      title: "Controlled Action",
      keywords: ["controlled", "action button", "presenters"],
      machines: ["Popover"],
      firstInteraction: [
        { click: part("popover", "trigger") },
        { expect: testId("open-state"), text: "Open (in React): true" },
        { click: actionButton },
        { expect: openContent, is: "hidden" },
        { expect: testId("open-state"), text: "Open (in React): false" },
      ],
      overlay: { trigger: part("popover", "trigger") },
    },
    {
      slug: "multiple-controlled",
      title: "Multiple Controlled",
      keywords: ["controlled", "two popovers", "action button", "presenters"],
      machines: ["Popover"],
      firstInteraction: [
        { click: { css: "main button", name: "Click me (Second)" } },
        { expect: testId("open-state-second"), text: "Second open: true" },
        { click: actionButton },
        { expect: openContent, is: "hidden" },
        { expect: testId("open-state-second"), text: "Second open: false" },
      ],
      overlay: { trigger: part("popover", "trigger") },
    },
    {
      slug: "nested",
      title: "Nested",
      keywords: ["nested", "three levels", "portalled", "layers"],
      machines: ["Popover"],
      firstInteraction: [
        { click: testId("popover-trigger") },
        { expect: openContent, is: "visible" },
        { click: { css: `${openContent} button`, name: "Open Nested" } },
        { expect: secondTitle, is: "visible" },
        { press: "Escape" },
        { expect: secondTitle, is: "hidden" },
        { expect: openContent, is: "visible" },
      ],
      overlay: { trigger: "main [data-testid='popover-trigger']" },
    },
    {
      slug: "tooltip",
      title: "Tooltip",
      keywords: ["tooltip", "merged props", "shared trigger", "hover"],
      machines: ["Popover", "Tooltip"],
      firstInteraction: [
        { hover: button("Click me") },
        { expect: "[data-scope='tooltip'][data-part='content']", is: "visible" },
        ...opensAndEscapes(button("Click me"), content),
      ],
      overlay: { trigger: "main .popover-trigger" },
    },
    {
      slug: "single-tab-stop",
      title: "Single Tab Stop",
      keywords: ["modal", "radio", "focus trap", "tab", "sort by", "regression"],
      machines: ["Popover", "Presence"],
      firstInteraction: [
        { click: testId("popover-trigger") },
        { expect: "[data-testid='radio-name-asc']", is: "focused" },
        { press: "Tab" },
        { expect: "[data-testid='radio-name-asc']", is: "focused" },
        { press: "Escape" },
        { expect: content, is: "hidden" },
        { expect: testId("popover-trigger"), is: "focused" },
      ],
      overlay: { trigger: "main [data-testid='popover-trigger']" },
    },
    {
      slug: "trigger-last",
      title: "Trigger Last",
      keywords: ["tab", "focus", "portalled", "last tabbable", "regression"],
      machines: ["Popover", "Presence"],
      firstInteraction: [
        { click: testId("popover-trigger") },
        { expect: "[data-testid='focusable-link']", is: "focused" },
        { press: "Tab" },
        { expect: "[data-testid='input']", is: "focused" },
        { press: "Tab" },
        { expect: "[data-testid='popover-close-button']", is: "focused" },
        { press: "Tab" },
        { expect: content, is: "hidden" },
        { press: "Shift+Tab" },
        { expect: testId("popover-trigger"), is: "focused" },
      ],
      overlay: { trigger: "main [data-testid='popover-trigger']" },
    },
  ],
  firstInteraction: opensAndEscapes(testId("popover-trigger"), content),
  overlay: { trigger: "main [data-testid='popover-trigger']" },
})
