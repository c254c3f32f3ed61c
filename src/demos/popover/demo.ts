import { defineDemo } from "../facts"
import { opensAndEscapes, part, testId } from "../interactionSteps"

// the stories' content is portalled to the body, out of <main>
const content = "[data-scope='popover'][data-part='content']"
const openContent = `${content}[data-state='open']`
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
  ],
  firstInteraction: opensAndEscapes(testId("popover-trigger"), content),
  overlay: { trigger: "main [data-testid='popover-trigger']" },
})
