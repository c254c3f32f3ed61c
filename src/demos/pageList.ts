import type { ComponentEntry, DemoEntry } from "./facts"

/** A slug as a label: "angle-slider" → "Angle Slider" (a component's label unless its entry says otherwise). */
export const labelOfSlug = (slug: string) =>
  slug.replace(/(^|-)(\w)/g, (_, dash: string, c: string) => (dash && " ") + c.toUpperCase())

/** Whether a page is a story module (`src/demos/<component>/stories/<story>.tsx`) rather than a folder's page. */
export const isStoryModule = (demo: DemoEntry) => demo.slug.includes("/")

/**
 * A component's first story: its compact entry's `first`, over the usual (its folder's page, or with `storyFirst`
 * its story module, story "basic").
 */
export const firstPageOf = (component: ComponentEntry): DemoEntry => ({
  slug: component.slug,
  label: component.label,
  component: component.slug,
  story: "basic",
  title: "Basic",
  ...(component.storyFirst ? { slug: `${component.slug}/basic` } : {}),
  ...component.first,
})

/** The component a path (without the leading slash) belongs to: its first segment, or a page's own path. */
export function componentOfPath(components: readonly ComponentEntry[], path: string): ComponentEntry | undefined {
  const [head] = path.split("/")
  return components.find((component) => component.slug === head || component.paths?.includes(head))
}

/**
 * The other paths of a component's pages, to their slugs: a page's `<component>/<story>`, and its first story
 * also at `<component>` and `<component>/basic`.
 */
export function aliasesOfPages(component: string, pages: readonly DemoEntry[]): Record<string, string> {
  const aliases: Record<string, string> = {}
  const add = (path: string, slug: string) => {
    if (path !== slug && !(path in aliases) && !pages.some((page) => page.slug === path)) aliases[path] = slug
  }
  for (const page of pages) add(`${component}/${page.story}`, page.slug)
  if (pages[0]) {
    add(component, pages[0].slug)
    add(`${component}/basic`, pages[0].slug)
  }
  return aliases
}

/** The page of a component at `path` (its slug or one of the aliases `aliasesOfPages` lists), if any. */
export const pageAtPath = (component: string, pages: readonly DemoEntry[], path: string): DemoEntry | undefined =>
  pages.find((page) => page.slug === path) ??
  pages.find((page) => `${component}/${page.story}` === path) ??
  (path === component || path === `${component}/basic` ? pages[0] : undefined)
