import {
  byLabel,
  type ComponentEntry,
  type DemoEntry,
  type DemoFacts,
  type DemoGroupName,
  demoGroupNames,
  type OverlayOpener,
} from "./facts"
import type { Step } from "./interactionSteps"
import { aliasesOfPages, firstPageOf, labelOfSlug } from "./pageList"

/** Every demo folder's facts by its name, as src/demos/allFacts.ts reads them. */
export type FactsBySlug = Readonly<Record<string, DemoFacts>>

/** A component's facts: a folder whose `demo.ts` lists stories. */
type ComponentFacts = DemoFacts & Required<Pick<DemoFacts, "stories" | "group" | "description">>

/** One page as the suites and the build see it: its entry and what a person does there first. */
export type PageFacts = DemoEntry & {
  keywords: readonly string[]
  firstInteraction?: Step[]
  overlay?: OverlayOpener
  timingDriven?: true
  viz?: true
  machines?: readonly string[]
}

const componentLabelOf = (demo: DemoFacts) => ({ label: demo.componentLabel ?? demo.label })

const componentsOf = (facts: FactsBySlug): Array<[string, ComponentFacts]> =>
  Object.entries(facts)
    .filter((entry): entry is [string, ComponentFacts] => entry[1].stories !== undefined)
    .map(([slug, demo]) => {
      if (!demo.group || !demo.description)
        throw new Error(`src/demos/${slug}/demo.ts: a component needs a group and a description`)
      for (const story of demo.stories)
        if (story.page !== undefined && !facts[story.page])
          throw new Error(`src/demos/${slug}/demo.ts: story "${story.slug}" shows /${story.page}, which has no folder`)
      return [slug, demo] as [string, ComponentFacts]
    })
    .sort(([, a], [, b]) => byLabel(componentLabelOf(a), componentLabelOf(b)))

/** Each component's pages' entries, in the nav's order: a page at its folder, a story module at `<component>/<story>`. */
export const componentPagesOf = (facts: FactsBySlug): Array<[string, DemoEntry[]]> =>
  componentsOf(facts).map(([component, demo]) => {
    const label = componentLabelOf(demo).label
    return [
      component,
      demo.stories.map(({ slug, title, page }, index) => ({
        slug: page ?? `${component}/${slug}`,
        // a component's first story is also at `/<component>`, one of today's routes: it keeps today's heading
        label: page !== undefined ? facts[page].label : index === 0 ? demo.label : `${label} · ${title}`,
        component,
        story: slug,
        title,
      })),
    ]
  })

/** The nav's components, by label, compact (src/demos/facts.ts: ComponentEntry). */
export const componentListOf = (facts: FactsBySlug): ComponentEntry[] =>
  componentPagesOf(facts).map(([slug, pages]) => {
    const base = {
      slug,
      label: componentLabelOf(facts[slug]).label,
      ...(pages.length > 1 ? { count: pages.length } : {}),
    }
    const storyFirst = pages[0].slug === `${slug}/basic` ? { storyFirst: true as const } : {}
    const usual = firstPageOf({ ...base, ...storyFirst })
    const first = Object.fromEntries(
      Object.entries(pages[0]).filter(([key, value]) => usual[key as keyof DemoEntry] !== value),
    )
    const paths = pages.flatMap((page) => (page.slug.includes("/") || page.slug === slug ? [] : [page.slug]))
    return {
      ...base,
      ...storyFirst,
      ...(Object.keys(first).length ? { first } : {}),
      ...(paths.length ? { paths } : {}),
    }
  })

const stripUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T

/** Every page (every story of every component), in the nav's order, with what the suites need of it. */
export function pagesOf(facts: FactsBySlug): PageFacts[] {
  return componentPagesOf(facts).flatMap(([component, entries]) =>
    entries.map((entry, index) => {
      const story = facts[component].stories![index]
      const own = story.page === undefined ? story : facts[story.page]
      return stripUndefined({
        ...entry,
        keywords: [...(story.page === undefined ? [] : facts[story.page].keywords), ...(story.keywords ?? [])],
        firstInteraction: own.firstInteraction,
        overlay: own.overlay,
        timingDriven: own.timingDriven,
        viz: story.viz,
        machines: story.machines,
      })
    }),
  )
}

/** Every page's entry, in the nav's order. */
export const demoListOf = (facts: FactsBySlug): DemoEntry[] => componentPagesOf(facts).flatMap(([, pages]) => pages)

/** The other paths of the pages, to their slugs. */
export const aliasesOf = (facts: FactsBySlug): Record<string, string> =>
  Object.assign({}, ...componentPagesOf(facts).map(([component, pages]) => aliasesOfPages(component, pages)))

const bySlug = <T>(pages: PageFacts[], field: (page: PageFacts) => T | undefined): Record<string, T> =>
  Object.fromEntries(
    pages.flatMap((page) => {
      const value = field(page)
      return value === undefined ? [] : [[page.slug, value]]
    }),
  )

export type DemoGroup = { name: DemoGroupName; slugs: string[] }

/** The home page's sections that have components, in their order, each with its components by label. */
export const demoGroupsOf = (facts: FactsBySlug): DemoGroup[] =>
  demoGroupNames
    .map((name) => ({
      name,
      slugs: componentsOf(facts).flatMap(([slug, demo]) => (demo.group === name ? [slug] : [])),
    }))
    .filter((group) => group.slugs.length > 0)

/** What the search matches besides a page's heading: its component's and its own words. */
export const keywordsOf = (facts: FactsBySlug) => {
  const pages = pagesOf(facts)
  return bySlug(pages, (page) => {
    const component = facts[page.component]!
    const words = [...new Set([...component.keywords, ...page.keywords, componentLabelOf(component).label, page.title])]
    return words.filter((word) => word !== page.label)
  })
}
export const descriptionsOf = (facts: FactsBySlug) =>
  Object.fromEntries(componentsOf(facts).map(([slug, demo]) => [slug, demo.description]))
export const overlayOpenersOf = (facts: FactsBySlug): Record<string, OverlayOpener> =>
  bySlug(pagesOf(facts), (page) => page.overlay)
export const firstInteractionsOf = (facts: FactsBySlug): Record<string, Step[]> =>
  bySlug(pagesOf(facts), (page) => page.firstInteraction)
export const timingDrivenOf = (facts: FactsBySlug): string[] =>
  pagesOf(facts)
    .filter((page) => page.timingDriven)
    .map((page) => page.slug)
    .sort()

/** What a story module's page needs of its facts: its tab and its machines' names, by slug. */
export const storyMetaOf = (facts: FactsBySlug) =>
  bySlug(pagesOf(facts), (page) =>
    page.slug.includes("/") ? stripUndefined({ viz: page.viz, machines: page.machines }) : undefined,
  )

/**
 * The shell's copy of the components: without a label its slug spells (src/demos/pageList.ts: `labelOfSlug`)
 * and without the story count (home counts the pages it loads with its content).
 */
export const shellComponentsOf = (facts: FactsBySlug) =>
  componentListOf(facts).map(({ label, count: _count, ...component }) =>
    label === labelOfSlug(component.slug) ? component : { ...component, label },
  )

/**
 * The build's views of the facts: `virtual:demos/<name>` (scripts/vite-demo-facts.ts) exports each
 * entry's fields. One field per module, so that each bundle carries only what it shows: the shell the
 * labels, the home page the descriptions and groups, the search (loaded on first use) the keywords.
 * Their types are declared in src/demos/virtualDemos.d.ts.
 */
export const demoViews = (facts: FactsBySlug) => ({
  labels: { components: shellComponentsOf(facts) },
  pages: { demos: demoListOf(facts) },
  ...Object.fromEntries(componentPagesOf(facts).map(([slug, pages]) => [`component/${slug}`, { pages }])),
  "story-meta": { storyMeta: storyMetaOf(facts) },
  descriptions: { demoDescriptions: descriptionsOf(facts) },
  groups: { demoGroups: demoGroupsOf(facts) },
  keywords: { demoKeywords: keywordsOf(facts) },
  "timing-driven": { timingDriven: timingDrivenOf(facts) },
})
