import { defineDemo } from "../facts"
import { button } from "../interactionSteps"

export default defineDemo({
  label: "Async List",
  group: "Display",
  description: "A list that loads, sorts and filters its rows asynchronously.",
  keywords: ["data", "table", "infinite", "load more", "fetch"],
  stories: [
    { slug: "basic", title: "Basic", page: "async-list" },
    {
      slug: "star-wars",
      title: "Star Wars",
      keywords: ["star wars", "people", "abort", "load more", "filter", "sort", "json"],
      machines: ["AsyncList"],
      viz: true,
      firstInteraction: [
        { expect: "main .async-list-status", text: "10 items" },
        { click: button("Load More") },
        { expect: "main .async-list-status", text: "20 items" },
      ],
    },
  ],
  firstInteraction: [
    { expect: "main .async-list-status", text: "Showing 20 of 1000 contacts" },
    { click: button("Load more") },
    { expect: "main .async-list-status", text: "Showing 40 of 1000 contacts" },
  ],
})
