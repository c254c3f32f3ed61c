import { defineDemo } from "../facts"
import { button, part } from "../interactionSteps"

export default defineDemo({
  label: "Tree View",
  group: "Selection",
  description: "A hierarchy of items that expand and collapse.",
  keywords: ["tree", "folders", "files", "hierarchy"],
  stories: [
    { slug: "basic", title: "Basic", page: "tree-view" },
    {
      slug: "rename",
      title: "Rename",
      keywords: ["rename", "f2", "edit name", "inline edit"],
      machines: ["TreeView"],
      firstInteraction: [
        { click: { css: part("tree-view", "item"), name: "panda.config.ts" } },
        { press: "F2" },
        { expect: part("tree-view", "node-rename-input") + ":not([hidden])", is: "focused" },
        { press: "Escape" },
        { expect: { css: part("tree-view", "item"), name: "panda.config.ts" }, is: "focused" },
      ],
    },
    {
      slug: "filtering",
      title: "Filtering",
      keywords: ["filter", "search", "find"],
      machines: ["TreeView"],
      firstInteraction: [
        { type: "react", into: "main input[type=search]" },
        { expect: { css: part("tree-view", "item-text"), name: "react-dom" }, is: "visible" },
      ],
    },
    {
      slug: "checkbox",
      title: "Checkbox",
      keywords: ["checkbox", "check", "tri-state", "indeterminate"],
      machines: ["TreeView"],
      firstInteraction: [
        { click: { css: part("tree-view", "node-checkbox"), name: "Check src" } },
        {
          expect: { css: part("tree-view", "node-checkbox"), name: "Check src" },
          attribute: "aria-checked",
          toBe: "true",
        },
      ],
    },
    {
      slug: "links",
      title: "Links",
      keywords: ["links", "navigation", "anchor", "docs"],
      machines: ["TreeView"],
      firstInteraction: [
        { click: { css: part("tree-view", "branch-control"), name: "Documentation" } },
        { expect: { css: part("tree-view", "item-text"), name: "Installation" }, is: "visible" },
      ],
    },
    {
      slug: "async",
      title: "Async",
      keywords: ["async", "lazy", "load children", "loading"],
      machines: ["TreeView"],
      timingDriven: true,
      firstInteraction: [
        { click: { css: part("tree-view", "branch-control"), name: "src" } },
        { expect: { css: part("tree-view", "item-text"), name: "app.tsx" }, is: "visible" },
      ],
    },
    {
      slug: "in-dialog",
      title: "Dialog",
      keywords: ["dialog", "modal", "categories", "checkbox", "draft"],
      machines: ["TreeView", "Dialog"],
      overlay: { trigger: "main [aria-haspopup='dialog']" },
      firstInteraction: [
        { click: button("Select categories") },
        { expect: "[data-scope='dialog'][data-part='content']", is: "visible" },
        { expect: "input[aria-label='Search categories']", is: "focused" },
        { press: "Escape" },
        { expect: "[data-scope='dialog'][data-part='content']", is: "hidden" },
      ],
    },
    {
      slug: "virtualized",
      title: "Virtualized",
      keywords: ["virtual", "virtualized", "large", "tanstack", "performance"],
      machines: ["TreeView"],
      firstInteraction: [
        { click: { css: part("tree-view", "branch-control"), name: "Folder 1" } },
        { expect: "main h3", text: "Virtualized Tree (70 visible nodes)" },
      ],
    },
  ],
  firstInteraction: [
    { click: { css: part("tree-view", "branch-control"), name: "node_modules" } },
    { expect: { css: part("tree-view", "item-text"), name: "zag-js" }, is: "visible" },
  ],
})
