import { defineDemo } from "../facts"
import { button } from "../interactionSteps"

export default defineDemo({
  label: "Tour",
  group: "Overlays",
  description: "A guided walkthrough that highlights parts of the page.",
  keywords: ["onboarding", "walkthrough", "guide", "steps"],
  stories: [{ slug: "basic", title: "Basic", page: "tour" }],
  firstInteraction: [
    { click: button("Start Tour") },
    { expect: "[data-scope='tour'][data-part='content']", is: "visible" },
    { expect: { css: "[data-scope='tour'][data-part='content'] button", name: "Next" }, is: "focused" },
    // on to step 1, a tooltip step: its arrow points at its target (its title waits for the profile's answer)
    { press: "Enter" },
    { expect: "[data-scope='tour'][data-part='arrow-tip']", is: "present" },
    { press: "Escape" },
    { expect: "[data-scope='tour'][data-part='content']", is: "hidden" },
  ],
  overlay: { trigger: "main >> role=button[name='Start Tour']" },
})
