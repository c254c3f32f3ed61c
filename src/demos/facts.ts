import type { Step } from "./interactionSteps"

/** The home page's sections, in the order it shows them: each demo names its own (`group`). */
export const demoGroupNames = [
  "Inputs",
  "Selection",
  "Overlays",
  "Dates and time",
  "Navigation and disclosure",
  "Display",
  "Utilities",
] as const
export type DemoGroupName = (typeof demoGroupNames)[number]

/** A named scenario of the demo's widget (one for now: the page; the story system will route each). */
export type Story = {
  /** The story's path segment, unique within its demo. */
  slug: string
  /** Its title in the nav. */
  title: string
}

/** How the registry-wide browser suites open a demo whose widget opens over the page. */
export type OverlayOpener = {
  /** Playwright selector of the element that opens the overlay. */
  trigger: string
  /** How to open it; "click" by default. */
  via?: "click" | "hover" | "focus" | "contextmenu"
  /** Selector that is visible once the overlay is open; `[data-part="content"][data-state="open"]` by default. */
  opened?: string
}

/**
 * Everything the gallery knows about one demo besides its page: the folder's `demo.ts` holds it, and
 * every list (nav, routes, home, search, the browser suites) is derived from those files
 * (src/demos/derive.ts). Plain data, so the build can evaluate it and hand each bundle only what it needs.
 */
export type DemoFacts = {
  /** Nav label and page heading (the upstream gallery's wording). */
  label: string
  /** The home page section it is listed under. */
  group: DemoGroupName
  /** One line on what the widget is for, on its home page card. */
  description: string
  /** Other words the nav search matches (what people may call the widget). */
  keywords: readonly string[]
  stories: readonly [Story, ...Story[]]
  /** What a person does first on the page, and what they then see (both engines' suites run it). */
  firstInteraction: Step[]
  /** For a widget that opens over the page: how the suites open it (axe, dark mode, RTL checks). */
  overlay?: OverlayOpener
  /** Its machines run on time (timers, delays, autoplay): the Inspector's replay of a link is approximate. */
  timingDriven?: true
}

/** A demo's facts, typed; the folder's name is its slug (and route). */
export const defineDemo = (facts: DemoFacts): DemoFacts => facts

/** What the nav, the routes and the pages' shell know of a demo. */
export type DemoEntry = {
  /** Route path without the leading slash; also the demo's folder name. */
  slug: string
  label: string
}

/**
 * Orders demos by label as `localeCompare` does for these plain ASCII labels (src/demos/registry.test.ts
 * holds it to that), without its cost: a page's first `localeCompare` starts the browser's collator, some
 * 15 ms on this machine, on the way to every page's hydration.
 */
export const byLabel = (a: { label: string }, b: { label: string }) => {
  const [x, y] = [a.label.toLowerCase(), b.label.toLowerCase()]
  return x < y ? -1 : x > y ? 1 : 0
}
