import { defineDemo } from "../facts"
import { button, part, testId } from "../interactionSteps"

export default defineDemo({
  label: "Splitter",
  group: "Utilities",
  description: "Resizable panels divided by draggable handles.",
  keywords: ["resizable", "panes", "divider", "split"],
  stories: [
    { slug: "basic", title: "Basic", page: "splitter" },
    {
      slug: "three-panels",
      title: "Three Panels",
      keywords: ["three panels", "two handles", "left", "middle", "right"],
      machines: ["Splitter"],
      firstInteraction: [
        { expect: testId("sizes"), text: "[30,40,30]" },
        { focus: testId("trigger-a:b") },
        { press: "ArrowRight" },
        { expect: testId("sizes"), text: "[31,39,30]" },
        { press: "Tab" },
        { expect: testId("trigger-b:c"), is: "focused" },
      ],
    },
    {
      slug: "controlled",
      title: "Controlled",
      keywords: ["controlled", "size", "onResize", "state", "presets"],
      machines: ["Splitter"],
      firstInteraction: [
        { expect: testId("sizes"), text: "[25,50,25]" },
        { click: button("Left wide") },
        { expect: testId("sizes"), text: "[50,25,25]" },
        { focus: testId("trigger-a:b") },
        { press: "ArrowLeft" },
        { expect: testId("sizes"), text: "[49,26,25]" },
        { click: button("Reset") },
        { expect: testId("sizes"), text: "[25,50,25]" },
      ],
    },
    {
      slug: "conditional",
      title: "Conditional",
      keywords: ["conditional", "hide", "show", "dynamic panels", "order"],
      machines: ["Splitter"],
      firstInteraction: [
        { expect: testId("sizes"), text: '{"Left":25,"Center":50,"Right":25}' },
        { click: button("Hide Left") },
        { expect: testId("sizes"), text: '{"Center":75,"Right":25}' },
        { expect: button("Show Left"), is: "visible" },
        { click: button("Show Left") },
        { expect: testId("sizes"), text: '{"Left":25,"Center":50,"Right":25}' },
      ],
    },
    {
      slug: "collapsible",
      title: "Collapsible",
      keywords: ["collapsible", "collapse", "expand", "collapsedSize", "minSize", "maxSize"],
      machines: ["Splitter"],
      firstInteraction: [
        { expect: testId("sizes"), text: "[15,85]" },
        { focus: part("splitter", "resize-trigger") },
        { press: "Enter" },
        { expect: testId("sizes"), text: "[5,95]" },
        { expect: testId("log"), text: "collapse A (5 %)" },
      ],
    },
    {
      slug: "pixel-constraints",
      title: "Pixel Constraints",
      keywords: ["pixels", "px", "vw", "units", "min size", "max size", "sidebar"],
      machines: ["Splitter"],
      firstInteraction: [
        { expect: part("splitter", "panel"), text: "Sidebar: 240px - 360px" },
        { focus: testId("trigger-sidebar:content") },
        { press: "ArrowRight" },
        { expect: testId("trigger-sidebar:content"), is: "focused" },
      ],
    },
    {
      slug: "relative-units",
      title: "Relative Units",
      keywords: ["rem", "em", "vh", "units", "vertical", "header", "footer"],
      machines: ["Splitter"],
      firstInteraction: [
        { expect: testId("sizes"), text: "[25,55,20]" },
        { focus: testId("trigger-body:footer") },
        { press: "ArrowUp" },
        { expect: testId("sizes"), text: "[25,54,21]" },
      ],
    },
  ],
  firstInteraction: [
    { focus: part("splitter", "resize-trigger") },
    { press: "ArrowRight" },
    { expect: part("splitter", "resize-trigger"), attribute: "aria-valuenow", toBe: "51" },
  ],
})
