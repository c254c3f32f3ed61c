import { defineDemo } from "../facts"
import { button, testId } from "../interactionSteps"

// the stories' tour layers are portalled to the body, out of <main>
const content = "[data-scope='tour'][data-part='content']"
const start = button("Start Tour")
const overlay = { trigger: "main >> role=button[name='Start Tour']" }

export default defineDemo({
  label: "Tour",
  group: "Overlays",
  description: "A guided walkthrough that highlights parts of the page.",
  keywords: ["onboarding", "walkthrough", "guide", "steps"],
  stories: [
    { slug: "basic", title: "Basic", page: "tour" },
    {
      slug: "with-presence",
      title: "With Presence",
      keywords: ["presence", "animation", "lazy mount", "unmount on exit", "debug", "regression"],
      machines: ["Tour", "Presence"],
      firstInteraction: [
        { click: start },
        { expect: content, is: "visible" },
        { expect: testId("tour-debug"), text: "open: true · step: welcome · title: Welcome" },
        { press: "Escape" },
        { expect: content, is: "hidden" },
        { expect: testId("tour-debug"), text: "open: false · step: welcome · title: Welcome" },
        { expect: testId("step-cleared-during-exit"), is: "hidden" },
      ],
      overlay,
    },
    {
      slug: "wait-for-input-event",
      title: "Wait for Input",
      keywords: ["wait", "input", "effect", "waitForElementValue", "timeout", "type"],
      machines: ["Tour"],
      firstInteraction: [
        { click: start },
        { expect: content, is: "visible" },
        { click: { css: `${content} button`, name: "Let's go!" } },
        { expect: `${content}[data-step='type-something']`, is: "visible" },
        { type: "test", into: "main input[type='text']" },
        { expect: `${content}[data-step='result']`, is: "visible" },
        { expect: testId("result"), text: "Result: test" },
        { press: "Escape" },
        { expect: content, is: "hidden" },
      ],
      overlay,
    },
    {
      slug: "step-types",
      title: "Step Types",
      keywords: ["dialog", "tooltip", "wait", "floating", "type", "continue"],
      machines: ["Tour"],
      viz: true,
      firstInteraction: [
        { click: start },
        { expect: `${content}[data-step='dialog']`, is: "visible" },
        { click: { css: `${content} button`, name: "Next" } },
        { expect: `${content}[data-step='tooltip']`, is: "visible" },
        { click: { css: `${content} button`, name: "Next" } },
        // the wait step shows nothing: Continue (focused) goes on
        { expect: content, is: "hidden" },
        { expect: button("Continue"), is: "focused" },
        { click: button("Continue") },
        { expect: `${content}[data-step='back-to-tooltip']`, is: "visible" },
        { press: "Escape" },
        { expect: content, is: "hidden" },
      ],
      overlay,
    },
    {
      slug: "wait-step",
      title: "Wait Step",
      keywords: ["wait", "effect", "music", "player", "play", "like", "action"],
      machines: ["Tour"],
      viz: true,
      firstInteraction: [
        { click: start },
        { expect: `${content}[data-step='welcome']`, is: "visible" },
        { click: { css: `${content} button`, name: "Start" } },
        // each step waits for its button: Play, then Like
        { expect: `${content}[data-step='play']`, is: "visible" },
        { click: button("Play") },
        { expect: `${content}[data-step='like']`, is: "visible" },
        { click: button("Like") },
        { expect: `${content}[data-step='done']`, is: "visible" },
        { press: "Escape" },
        { expect: content, is: "hidden" },
      ],
      overlay,
    },
    {
      slug: "conditional",
      title: "Conditional",
      keywords: ["branch", "path", "goto", "choice", "beginner", "advanced", "onboarding"],
      machines: ["Tour"],
      viz: true,
      firstInteraction: [
        { click: start },
        { expect: `${content}[data-step='welcome']`, is: "visible" },
        { click: { css: `${content} button`, name: "Next" } },
        { expect: `${content}[data-step='choose']`, is: "visible" },
        { click: { css: `${content} button`, name: "I'm new" } },
        { expect: `${content}[data-step='beginner-1']`, is: "visible" },
        { press: "Escape" },
        { expect: content, is: "hidden" },
      ],
      overlay,
    },
  ],
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
