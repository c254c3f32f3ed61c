import { defineDemo } from "../facts"
import { button } from "../interactionSteps"

export default defineDemo({
  label: "Async List",
  group: "Display",
  description: "A list that loads, sorts and filters its rows asynchronously.",
  keywords: ["data", "table", "infinite", "load more", "fetch"],
  stories: [{ slug: "basic", title: "Basic", page: "async-list" }],
  firstInteraction: [
    { expect: "main .async-list-status", text: "Showing 20 of 1000 contacts" },
    { click: button("Load more") },
    { expect: "main .async-list-status", text: "Showing 40 of 1000 contacts" },
  ],
})
