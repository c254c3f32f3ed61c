import { allFacts } from "./allFacts"
import { demoListOf, overlayOpenersOf } from "./derive"
import type { OverlayOpener } from "./facts"

export { byLabel, type DemoEntry, type OverlayOpener } from "./facts"

/*
 * The registry for tests and scripts, derived from each demo folder's `demo.ts` (read from disk, so it
 * runs in Node only). Pages and the shell get the same lists from the build instead (`virtual:demos/*`,
 * scripts/vite-demo-facts.ts), each bundle with only the field it shows.
 */

/** Every demo, in the nav's order (by label). */
export const demos = demoListOf(allFacts)
/** The same list (the nav's order is the registry's order). */
export const sortedDemos = demos

/** For demos whose widget opens over the page: how the registry-wide suites open it. */
export const overlayOpeners: Partial<Record<string, OverlayOpener>> = overlayOpenersOf(allFacts)
