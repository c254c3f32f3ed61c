import type { TocItem } from "@zag-js/toc"

/** A section of the guide the toc stories follow: its heading's id, title and level, and its paragraphs. */
export type GuideSection = { id: string; title: string; level: 3 | 4; paragraphs: string[] }

/** A short guide to a fictional widget kit: nine headings at two levels, enough text to scroll. */
export const guide: GuideSection[] = [
  {
    id: "introduction",
    title: "Introduction",
    level: 3,
    paragraphs: [
      "Tessera is a small kit of accessible widgets: each one is a state machine that knows nothing about how it looks, and a few functions that turn its state into attributes for your own markup.",
      "This guide walks from installing it to the patterns larger apps settle on, and ends with the questions people ask most.",
    ],
  },
  {
    id: "getting-started",
    title: "Getting Started",
    level: 3,
    paragraphs: ["Two steps get a first widget on the screen: add the packages, then tell the kit about your app."],
  },
  {
    id: "installation",
    title: "Installation",
    level: 4,
    paragraphs: [
      "Every widget is its own package, so an app carries only the ones it uses. Install the core and the adapter for your framework, then each widget as you need it.",
      "The packages share one version number: upgrade them together, and your package manager keeps a single copy of the core.",
    ],
  },
  {
    id: "configuration",
    title: "Configuration",
    level: 4,
    paragraphs: [
      "Nothing needs configuring to start. Apps that render on the server give each widget a stable id, and apps in more than one language pass the reading direction and the locale.",
      "Styles are yours: every part carries data attributes for its scope, its name and its state, which your stylesheet targets.",
    ],
  },
  {
    id: "usage",
    title: "Usage",
    level: 3,
    paragraphs: ["A widget is used the same way everywhere: start its machine, connect it, and spread the props."],
  },
  {
    id: "basic-example",
    title: "Basic Example",
    level: 4,
    paragraphs: [
      "A disclosure needs a trigger and a region. Start the machine with an id, connect it, and spread the trigger's props on a button and the content's props on the region: the button now opens and closes it, by pointer and by keyboard, and says so to screen readers.",
      "Read the state from the connected object to change what you render, such as the label of the button.",
    ],
  },
  {
    id: "advanced-patterns",
    title: "Advanced Patterns",
    level: 4,
    paragraphs: [
      "Controlled state keeps a value in your app and hands it back to the machine on every render; callbacks tell you when the machine wants it changed.",
      "Widgets compose: a menu inside a dialog, or a date picker in a popover. Layers close one at a time, from the top, and focus returns to where it came from.",
    ],
  },
  {
    id: "api-reference",
    title: "API Reference",
    level: 3,
    paragraphs: [
      "Each machine takes props (its options and callbacks) and its connected object offers the current state, a few actions, and one props function per part.",
      "The reference lists them per widget, with their types and defaults, generated from the packages themselves.",
    ],
  },
  {
    id: "troubleshooting",
    title: "Troubleshooting",
    level: 3,
    paragraphs: [
      "If nothing reacts, check that the props are spread on the element that should receive them, and that each widget has an id of its own.",
      "If two copies of the core are installed, the widgets can't see each other's layers: align the package versions.",
      "Still stuck? Reduce the page to the one widget, and open an issue with that page.",
    ],
  },
]

/** The table of contents' items: one per heading, its depth the heading's level. */
export const guideItems: TocItem[] = guide.map((section) => ({ value: section.id, depth: section.level }))

export const titleOf = (id: string) => guide.find((section) => section.id === id)?.title ?? id
