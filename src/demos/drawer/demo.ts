import { defineDemo } from "../facts"
import { button, opensAndEscapes, part, testId } from "../interactionSteps"

// the stories' sheets are portalled into the layer at the end of <main>
const content = part("drawer", "content")
const trigger = part("drawer", "trigger")
const rowTrigger = (value: number) => `${trigger}[data-value='${value}']`

export default defineDemo({
  label: "Drawer",
  group: "Overlays",
  description: "A panel that slides in from an edge and can be dragged away.",
  keywords: ["sheet", "bottom sheet", "slide over", "overlay"],
  // in the order of the spec (stories.md, drawer), the nav's
  stories: [
    { slug: "basic", title: "Basic", page: "drawer" },
    {
      slug: "snap-points",
      title: "Snap Points",
      keywords: ["snap points", "bottom sheet", "rem", "full height", "swipe"],
      machines: ["Drawer", "Presence"],
      firstInteraction: opensAndEscapes(button("Open"), content),
      overlay: { trigger },
    },
    {
      slug: "active-snap-point",
      title: "Active Snap Point",
      keywords: ["snap points", "defaultSnapPoint", "no drag", "data-no-drag", "bottom sheet"],
      machines: ["Drawer", "Presence"],
      firstInteraction: opensAndEscapes(button("Open"), content),
      overlay: { trigger },
    },
    {
      slug: "indent-effect",
      title: "Indent Effect",
      keywords: ["indent", "drawer stack", "scale", "background", "non-modal", "notifications"],
      machines: ["Drawer", "Presence"],
      firstInteraction: [
        { click: button("Open drawer") },
        { expect: content, is: "visible" },
        { expect: testId("drawer-indent"), attribute: "data-active", toBe: "" },
        { press: "Escape" },
        { expect: content, is: "hidden" },
        { expect: testId("drawer-indent"), attribute: "data-active", toBe: null },
      ],
      overlay: { trigger },
    },
    {
      slug: "swipe-area",
      title: "Swipe Area",
      keywords: ["swipe area", "edge swipe", "gesture", "no trigger", "bottom sheet"],
      machines: ["Drawer", "Presence"],
      // no trigger to click: a quick swipe up from the strip opens it (so the suites have no opener to press)
      firstInteraction: [
        { drag: part("drawer", "swipe-area"), by: { x: 0, y: -400 } },
        { expect: content, is: "visible" },
        { press: "Escape" },
        { expect: content, is: "hidden" },
      ],
    },
    {
      slug: "cross-axis-scroll",
      title: "Cross-Axis Scroll",
      keywords: ["cross-axis", "horizontal scroll", "carousel", "cards", "scroll", "bottom sheet"],
      machines: ["Drawer", "Presence"],
      firstInteraction: opensAndEscapes(button("Open Drawer"), content),
      overlay: { trigger },
    },
    {
      slug: "range-input",
      title: "Range Input",
      keywords: ["range", "native input", "slider", "volume", "drag", "bottom sheet"],
      machines: ["Drawer", "Presence"],
      firstInteraction: [
        { click: button("Open") },
        { expect: content, is: "visible" },
        { focus: testId("drawer-native-range") },
        { press: "ArrowRight" },
        { expect: testId("volume"), text: "Volume: 51" },
        { press: "Escape" },
        { expect: content, is: "hidden" },
      ],
      overlay: { trigger },
    },
    {
      slug: "action-sheet",
      title: "Action Sheet",
      keywords: ["action sheet", "actions", "profile", "not draggable", "cancel"],
      machines: ["Drawer", "Presence"],
      firstInteraction: [
        // by keyboard: a click while the sheet still slides in could land beside it
        { click: button("Manage Profile") },
        { expect: { css: `${content} button`, name: "Edit Profile" }, is: "focused" },
        { press: "Tab" },
        { expect: { css: `${content} button`, name: "Change Avatar" }, is: "focused" },
        { press: "Enter" },
        { expect: content, is: "hidden" },
        { expect: testId("last-action"), text: "Last action: Change Avatar" },
      ],
      overlay: { trigger },
    },
    {
      slug: "controlled",
      title: "Controlled",
      keywords: ["controlled", "open state", "always open", "onOpenChange"],
      machines: ["Drawer", "Presence"],
      firstInteraction: [
        ...opensAndEscapes(button("Open Controlled"), content),
        { expect: testId("open-state"), text: "Open (in React): false" },
      ],
      overlay: { trigger },
    },
    {
      slug: "controlled-async",
      title: "Controlled Async",
      keywords: ["controlled", "async", "delayed", "open state", "regression", "flicker"],
      machines: ["Drawer", "Presence"],
      // it starts open, over the page (so the suites have no opener to press); Escape asks, React closes it 1 s later
      firstInteraction: [
        { expect: content, is: "visible" },
        { press: "Escape" },
        { expect: testId("pending"), text: "Pending: close in 1 s" },
        { expect: content, is: "hidden" },
        { expect: testId("open-state"), text: "Open (in React): false" },
      ],
      timingDriven: true,
    },
    {
      slug: "mobile-nav",
      title: "Mobile Nav",
      keywords: ["mobile nav", "navigation", "menu", "links", "not draggable", "long list"],
      machines: ["Drawer", "Presence"],
      firstInteraction: [
        // by keyboard: a click while the sheet still slides in could land beside the link
        { click: button("Open mobile menu") },
        { expect: { css: `${content} button`, name: "Close menu" }, is: "focused" },
        { press: "Tab" },
        { press: "Tab" },
        { expect: { css: `${content} a`, name: "Components" }, is: "focused" },
        { press: "Enter" },
        { expect: content, is: "hidden" },
        { expect: testId("current-page"), text: "Current page: Components" },
      ],
      overlay: { trigger },
    },
    {
      slug: "multiple-trigger",
      title: "Multiple Trigger",
      keywords: ["multiple triggers", "trigger value", "table", "users", "edit user", "side sheet", "end edge"],
      machines: ["Drawer", "Presence"],
      firstInteraction: [
        { click: rowTrigger(3) },
        { expect: content, is: "visible" },
        { expect: testId("active-trigger"), text: "Active Trigger: 3" },
        { expect: `${content} input[name='name']`, value: "Carol Davis" },
        { press: "Escape" },
        { expect: content, is: "hidden" },
        { expect: rowTrigger(3), is: "focused" },
      ],
      overlay: { trigger: rowTrigger(1) },
    },
    {
      slug: "nested",
      title: "Nested",
      keywords: ["nested", "drawer stack", "stacked sheets", "controlled", "account", "security"],
      machines: ["Drawer", "Presence"],
      firstInteraction: [
        ...opensAndEscapes(button("Open drawer stack"), content),
        { expect: testId("open-flags"), text: "Account: false · Security: false · Advanced: false" },
      ],
      overlay: { trigger },
    },
    {
      slug: "non-modal",
      title: "Non-Modal",
      keywords: ["non-modal", "modal false", "side sheet", "end edge", "no backdrop"],
      machines: ["Drawer", "Presence"],
      firstInteraction: [
        { click: button("Open Drawer") },
        { expect: content, is: "visible" },
        { type: "hello", into: "main input[placeholder='Type something...']" },
        { expect: "main input[placeholder='Type something...']", value: "hello" },
        { expect: content, is: "visible" },
        { focus: { css: `${content} button`, name: "Close" } },
        { press: "Enter" },
        { expect: content, is: "hidden" },
      ],
      overlay: { trigger },
    },
    {
      slug: "draggable-false",
      title: "Draggable False",
      keywords: ["draggable", "not draggable", "handle", "grabber", "bottom sheet"],
      machines: ["Drawer", "Presence"],
      firstInteraction: opensAndEscapes(button("Open drawer"), content),
      overlay: { trigger },
    },
  ],
  firstInteraction: opensAndEscapes(button("Open drawer"), "[data-scope='drawer'][data-part='content']"),
  overlay: { trigger: "main >> role=button[name='Open drawer']" },
})
