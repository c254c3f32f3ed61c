import {
  byLabel,
  type DemoEntry,
  type DemoFacts,
  type DemoGroupName,
  demoGroupNames,
  type OverlayOpener,
} from "./facts"
import type { Step } from "./interactionSteps"

/** Every demo's facts by slug (its folder's name), as src/demos/allFacts.ts reads them. */
export type FactsBySlug = Readonly<Record<string, DemoFacts>>

const bySlug = <T>(facts: FactsBySlug, field: (demo: DemoFacts) => T | undefined): Record<string, T> =>
  Object.fromEntries(
    Object.entries(facts).flatMap(([slug, demo]) => {
      const value = field(demo)
      return value === undefined ? [] : [[slug, value]]
    }),
  )

/** Every demo's slug and label, in the nav's order (by label). */
export const demoListOf = (facts: FactsBySlug): DemoEntry[] =>
  Object.entries(facts)
    .map(([slug, { label }]) => ({ slug, label }))
    .sort(byLabel)

export type DemoGroup = { name: DemoGroupName; slugs: string[] }

/** The home page's sections that have demos, in their order, each with its demos' slugs by label. */
export const demoGroupsOf = (facts: FactsBySlug): DemoGroup[] =>
  demoGroupNames
    .map((name) => ({ name, slugs: demoListOf(facts).flatMap((d) => (facts[d.slug].group === name ? [d.slug] : [])) }))
    .filter((group) => group.slugs.length > 0)

export const keywordsOf = (facts: FactsBySlug) => bySlug(facts, (demo) => demo.keywords)
export const descriptionsOf = (facts: FactsBySlug) => bySlug(facts, (demo) => demo.description)
export const overlayOpenersOf = (facts: FactsBySlug): Record<string, OverlayOpener> =>
  bySlug(facts, (demo) => demo.overlay)
export const firstInteractionsOf = (facts: FactsBySlug): Record<string, Step[]> =>
  bySlug(facts, (demo) => demo.firstInteraction)
export const timingDrivenOf = (facts: FactsBySlug): string[] =>
  Object.keys(facts)
    .filter((slug) => facts[slug].timingDriven)
    .sort()

/**
 * The build's views of the facts: `virtual:demos/<name>` (scripts/vite-demo-facts.ts) exports each
 * entry's fields. One field per module, so that each bundle carries only what it shows: the shell the
 * labels, the home page the descriptions and groups, the search (loaded on first use) the keywords.
 * Their types are declared in src/demos/virtualDemos.d.ts.
 */
export const demoViews = (facts: FactsBySlug) => ({
  labels: { demos: demoListOf(facts) },
  descriptions: { demoDescriptions: descriptionsOf(facts) },
  groups: { demoGroups: demoGroupsOf(facts) },
  keywords: { demoKeywords: keywordsOf(facts) },
  "timing-driven": { timingDriven: timingDrivenOf(facts) },
})
