import { defineDemo } from "../facts"
import { part } from "../interactionSteps"

export default defineDemo({
  label: "Tree View",
  group: "Selection",
  description: "A hierarchy of items that expand and collapse.",
  keywords: ["tree", "folders", "files", "hierarchy"],
  stories: [{ slug: "basic", title: "Basic", page: "tree-view" }],
  firstInteraction: [
    { click: { css: part("tree-view", "branch-control"), name: "node_modules" } },
    { expect: { css: part("tree-view", "item-text"), name: "zag-js" }, is: "visible" },
  ],
})
