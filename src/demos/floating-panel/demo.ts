import { defineDemo } from "../facts"
import { button, testId } from "../interactionSteps"

const content = "[data-scope='floating-panel'][data-part='content']"
const popoverContent = "[data-scope='popover'][data-part='content']"
const panelButton = (name: string) => ({ css: `${content} button`, name })

export default defineDemo({
  label: "Floating Panel",
  group: "Overlays",
  description: "A window you can drag, resize, minimise and maximise.",
  keywords: ["window", "draggable", "resizable", "overlay"],
  stories: [
    { slug: "basic", title: "Basic", page: "floating-panel" },
    {
      slug: "controlled",
      title: "Controlled",
      keywords: ["controlled", "size", "position", "open state", "resize observer", "regression"],
      machines: ["Floating Panel"],
      firstInteraction: [
        { expect: testId("open-state"), text: "open: false" },
        { click: button("Open panel") },
        { expect: content, is: "visible" },
        { click: button("Set size: 420x320") },
        { expect: testId("rect"), attribute: "data-size", toBe: "420x320" },
        { remember: content },
        { drag: `${content} [data-part='drag-trigger']`, by: { x: 40, y: 30 } },
        { expect: content, movedBy: { x: 40, y: 30 } },
        { click: button("Close panel") },
        { expect: content, is: "hidden" },
        { expect: testId("open-state"), text: "open: false" },
      ],
      overlay: { trigger: "main >> role=button[name='Open panel']" },
    },
    {
      slug: "focus-trap",
      title: "Focus Trap",
      keywords: ["focus trap", "keyboard", "tab", "form", "escape"],
      machines: ["Floating Panel"],
      firstInteraction: [
        { click: button("Toggle Panel") },
        { expect: `${content} input[placeholder='Enter name']`, is: "focused" },
        { press: "Shift+Tab" },
        { expect: panelButton("Close Window"), is: "focused" },
        { press: "Shift+Tab" },
        { expect: panelButton("Submit"), is: "focused" },
        { press: "Escape" },
        { expect: content, is: "hidden" },
      ],
      overlay: { trigger: "main >> role=button[name='Toggle Panel']" },
    },
    {
      slug: "popover-inside",
      title: "Popover Inside",
      keywords: ["popover", "nested", "layers", "escape", "not portalled"],
      machines: ["Floating Panel", "Popover"],
      firstInteraction: [
        { click: button("Toggle Panel") },
        { expect: content, is: "visible" },
        { click: panelButton("Open Popover") },
        { expect: popoverContent, is: "visible" },
        { press: "Escape" },
        { expect: popoverContent, is: "hidden" },
        { expect: content, is: "visible" },
        // as a person does, the second Escape once focus is back on the popover's trigger: pressed within a
        // frame or two of the first, it still reaches the popover's closing layer (Firefox, under CI's load)
        { expect: panelButton("Open Popover"), is: "focused" },
        { press: "Escape" },
        { expect: content, is: "hidden" },
      ],
      overlay: { trigger: "main >> role=button[name='Toggle Panel']" },
    },
    {
      slug: "stacking",
      title: "Stacking",
      keywords: ["stacking", "z-index", "two panels", "bring to front", "topmost"],
      machines: ["Floating Panel"],
      firstInteraction: [
        { click: testId("trigger-A") },
        { expect: testId("content-A"), is: "visible" },
        { click: testId("trigger-B") },
        { expect: testId("content-B"), attribute: "data-topmost", toBe: "" },
        { expect: testId("content-A"), attribute: "data-behind", toBe: "" },
        // A's title shows above B (B sits 40 px lower): pressing it brings A to the front
        { click: `${testId("content-A")} [data-part='title']` },
        { expect: testId("content-A"), attribute: "data-topmost", toBe: "" },
        { press: "Escape" },
        { expect: testId("content-A"), is: "hidden" },
        { expect: testId("content-B"), attribute: "data-topmost", toBe: "" },
      ],
      overlay: { trigger: "main [data-testid='trigger-A']" },
    },
  ],
  firstInteraction: [
    { click: button("Toggle Panel") },
    { expect: "[data-scope='floating-panel'][data-part='content']", is: "visible" },
    { remember: "[data-scope='floating-panel'][data-part='content']" },
    { drag: "[data-scope='floating-panel'][data-part='drag-trigger']", by: { x: 80, y: 50 } },
    { expect: "[data-scope='floating-panel'][data-part='content']", movedBy: { x: 80, y: 50 } },
  ],
  overlay: { trigger: "main >> role=button[name='Toggle Panel']" },
})
