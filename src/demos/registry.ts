import { allFacts } from "./allFacts"
import { aliasesOf, componentListOf, demoListOf, overlayOpenersOf, pagesOf } from "./derive"
import type { OverlayOpener } from "./facts"

export { byLabel, type DemoEntry, type OverlayOpener } from "./facts"

/*
 * The registry for tests and scripts, derived from each demo folder's `demo.ts` (read from disk, so it
 * runs in Node only). Pages and the shell get the same lists from the build instead (`virtual:demos/*`,
 * scripts/vite-demo-facts.ts), each bundle with only the field it shows.
 */

/** Every page (every story of every component), in the nav's order. */
export const demos = demoListOf(allFacts)
/** The same pages with what the suites need of each (first interaction, overlay, Visualizer tab...). */
export const pages = pagesOf(allFacts)
/** The nav's components, each with its stories. */
export const components = componentListOf(allFacts)
/** The other paths of the pages, to their slugs (without the leading slash). */
export const aliases = aliasesOf(allFacts)

/** For demos whose widget opens over the page: how the registry-wide suites open it. */
export const overlayOpeners: Partial<Record<string, OverlayOpener>> = overlayOpenersOf(allFacts)
