import { defineDemo } from "../facts"
import { button, opensAndEscapes, part, testId } from "../interactionSteps"

// the stories' dialogs are portalled into the layer at the end of <main>
const content = part("dialog", "content")
const openButton = button("Open Dialog")

export default defineDemo({
  label: "Dialog",
  group: "Overlays",
  description: "A modal window that traps focus until it is dismissed.",
  keywords: ["modal", "popup", "overlay", "window"],
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
  ],
  firstInteraction: opensAndEscapes(button("Click me"), "[data-scope='dialog'][data-part='content']"),
  overlay: { trigger: "main >> role=button[name='Click me']" },
})
