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

/**
 * A named scenario of a component, at `/<component>/<slug>`. Either one of the gallery's pages (`page`: the
 * folder whose `*Page.tsx` it shows, and whose facts describe it; that page keeps its own path), or a story
 * module a zag user could have written, `src/demos/<component>/stories/<slug>.tsx`, described here.
 */
export type Story = {
  /** The story's path segment, unique within its component. */
  slug: string
  /** Its title in the nav. */
  title: string
  /** The demo folder whose page this story is (its `*Page.tsx`, at `/<folder>`). */
  page?: string
  /** Other words the search matches. */
  keywords?: readonly string[]
  /** Opens on the Visualizer tab instead of Controls. */
  viz?: true
  /** The Inspector's names of the machines the story runs, in the order it first runs them. */
  machines?: readonly string[]
  /** A story module's first interaction (a page story's is its folder's). */
  firstInteraction?: Step[]
  overlay?: OverlayOpener
  timingDriven?: true
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
  /** The component's label in the nav and on home, where it differs from its first page's heading. */
  componentLabel?: string
  /** Other words the nav search matches (what people may call the widget). */
  keywords: readonly string[]
  /**
   * A component's stories, its first one at `/<component>`. A folder without stories is a page another
   * component lists as one of its stories (`Story.page`).
   */
  stories?: readonly [Story, ...Story[]]
  /** A component's home page section. */
  group?: DemoGroupName
  /** A component's one line on what the widget is for, on its home page card. */
  description?: string
  /** A page's first action and what a person then sees (both engines' suites run it). */
  firstInteraction?: Step[]
  /** For a widget that opens over the page: how the suites open it (axe, dark mode, RTL checks). */
  overlay?: OverlayOpener
  /** Its machines run on time (timers, delays, autoplay): the Inspector's replay of a link is approximate. */
  timingDriven?: true
}

/** A demo's facts, typed; the folder's name is its slug (and route). */
export const defineDemo = (facts: DemoFacts): DemoFacts => facts

/** What the nav, the routes and the pages' shell know of a page (one story of a component). */
export type DemoEntry = {
  /**
   * The page's canonical path without the leading slash: a gallery page's folder (`select`,
   * `date-picker-multi`), whose module is that folder's `*Page.tsx`, or a story module's
   * `<component>/<story>` (`src/demos/<component>/stories/<story>.tsx`).
   */
  slug: string
  /** Its heading: a page's label, or "<component label> · <story title>". */
  label: string
  /** The component whose story it is. */
  component: string
  /** Its path segment under the component. */
  story: string
  /** Its title in the nav. */
  title: string
}

/**
 * A component as the shell gets it, compact (its pages' entries load with its pages, src/app/pageIndex.ts): what
 * the nav and the home page show of it, and the paths its pages own.
 */
export type ComponentEntry = {
  slug: string
  label: string
  /** How many stories it has, if more than one. */
  count?: number
  /**
   * Its first story is the story module "basic", at `<slug>/basic` (the shell's list carries this flag rather
   * than the slug: most components to come are story modules only).
   */
  storyFirst?: true
  /** Its first story's entry where it differs from the usual (src/demos/pageList.ts: `firstPageOf`). */
  first?: Partial<DemoEntry>
  /** Its pages' own first path segments other than its slug (today's `/date-picker-multi`...). */
  paths?: readonly string[]
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
