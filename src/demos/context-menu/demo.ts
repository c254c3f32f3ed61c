import { defineDemo } from "../facts"

// the stories' menus are portalled into the layer at the end of <main>
const area = "main .context-area"
const content = "main [data-scope='menu'][data-part='content']"
const openContent = `${content}[data-state='open']`
const file = (value: number) => `main [data-part='context-trigger'][data-value='${value}']`

export default defineDemo({
  label: "Context Menu",
  group: "Overlays",
  description: "Actions that open where you right-click.",
  keywords: ["right click", "dropdown", "actions"],
  stories: [
    { slug: "basic", title: "Basic", page: "context-menu" },
    {
      slug: "lazy-mount",
      title: "Lazy Mounted",
      keywords: ["lazy mount", "unmount", "position", "right click", "regression"],
      machines: ["Menu"],
      firstInteraction: [
        { click: area, button: "right" },
        { expect: openContent, is: "visible" },
        { press: "Escape" },
        { expect: content, is: "hidden" },
        { click: area, button: "right" },
        { expect: openContent, is: "visible" },
        { press: "Escape" },
        { expect: content, is: "hidden" },
        { expect: area, is: "focused" },
      ],
      overlay: { trigger: area, via: "contextmenu" },
    },
    {
      slug: "multiple-trigger",
      title: "Multiple Trigger",
      viz: true,
      keywords: ["multiple triggers", "trigger value", "file explorer", "files", "right click"],
      machines: ["Menu"],
      firstInteraction: [
        { click: file(3), button: "right" },
        { expect: openContent, is: "visible" },
        { expect: "main [data-testid='active-file']", text: "Active File: report.pdf" },
        { click: file(1), button: "right" },
        { expect: "main [data-testid='active-trigger']", text: "Active Trigger: 1" },
        { expect: `${openContent} [data-part='item'][data-value='open']`, text: "Open Folder" },
        { press: "Escape" },
        { expect: openContent, is: "hidden" },
        { expect: file(1), is: "focused" },
      ],
      overlay: { trigger: file(3), via: "contextmenu" },
    },
    {
      slug: "nested",
      title: "Nested",
      keywords: ["nested", "submenu", "appearance", "right click"],
      machines: ["Menu"],
      firstInteraction: [
        { click: area, button: "right" },
        { expect: openContent, is: "visible" },
        { hover: { css: `${openContent} [data-part='trigger-item']`, name: "Appearance ➡️" } },
        { expect: { css: `${openContent} [data-part='item']`, name: "Zoom in" }, is: "visible" },
        { press: "Escape" },
        { expect: openContent, is: "hidden" },
      ],
      overlay: { trigger: area, via: "contextmenu" },
    },
  ],
  firstInteraction: [
    { click: "main .context-area", button: "right" },
    { expect: "[data-scope='menu'][data-part='content']", is: "visible" },
    { press: "Escape" },
    { expect: "[data-scope='menu'][data-part='content']", is: "hidden" },
  ],
  overlay: { trigger: "main .context-area", via: "contextmenu" },
})
