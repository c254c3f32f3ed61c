import type { ComponentEntry, DemoEntry } from "../demos/facts"
import { componentOfPath, firstPageOf, labelOfSlug } from "../demos/pageList"
import { components as shellComponents } from "virtual:demos/labels"

/** Every component, by label, each with the label its slug spells unless its entry names another. */
export const components: ComponentEntry[] = shellComponents.map((component) => ({
  ...component,
  label: component.label ?? labelOfSlug(component.slug),
}))

/*
 * The shell knows every component, compactly; a component's pages' entries come with its pages: a
 * pre-rendered page's entry hands over its component's, and any other navigation loads every component's
 * (one small chunk). So no page's first load carries every story's title.
 */
const loaded = new Map<string, readonly DemoEntry[]>()

/** Hands over a component's pages (a pre-rendered page's entry, before it hydrates). */
export function providePages(component: string, pages: readonly DemoEntry[]) {
  loaded.set(component, pages)
}

/** A component's pages, once they are here. */
export const pagesOfComponent = (component: string) => loaded.get(component)

let all: Promise<readonly DemoEntry[]> | undefined

/** Every page, loaded once; every component's pages are then here. */
export function loadAllPages(): Promise<readonly DemoEntry[]> {
  all ??= import("virtual:demos/pages").then(({ demos }) => {
    for (const component of components)
      providePages(
        component.slug,
        demos.filter((demo) => demo.component === component.slug),
      )
    return demos
  })
  // a failed chunk may be retried later
  all.catch(() => (all = undefined))
  return all
}

/** The component of a path (without the leading slash), if it has one. */
export const componentAt = (path: string) => componentOfPath(components, path)

export { firstPageOf }
