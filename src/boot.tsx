import type { ComponentType } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { App } from "./app/App"
import { type DemoRouteComponent, provideDemoRoute } from "./app/Layout"
import { providePage } from "./app/pages"
import { providePages } from "./app/pageIndex"
import type { DemoEntry } from "./demos/facts"
import { matchRoute, normalizePath } from "./app/routes"
import { followSystemTheme } from "./workbench/viewSettings/theme"
import { ignoreSkippedViewTransitions } from "./app/viewTransitions"

/**
 * React's own report of an error a boundary caught, but for one an event sent from the Inspector took
 * (src/workbench/inspector/pageErrors.ts marks it): the Inspector reports that one.
 */
const rootOptions = {
  onCaughtError(error: unknown) {
    if (!(error as Record<symbol, unknown> | null)?.[Symbol.for("zag-gallery.claimed-page-error")]) console.error(error)
  },
}

/**
 * What a demo route's own entry hands over: its page and the shell's demo route, both already loaded, and
 * React's flushSync (from react-dom, which home does without), so that hydration is one synchronous pass.
 */
export type FirstPage = {
  slug: string
  /** The page's component's pages (the nav and the route need them to hydrate). */
  pages: readonly DemoEntry[]
  Page: ComponentType
  DemoRoute: DemoRouteComponent
  flushSync: (work: () => void) => void
}

/**
 * Starts the gallery on this page. A pre-rendered demo page's script is that demo's own entry
 * (scripts/prerender.mjs), which imports the page statically and passes it here, so that hydration
 * needs nothing more and finishes, synchronously, before the load event.
 */
export function boot(first?: FirstPage) {
  followSystemTheme()
  ignoreSkippedViewTransitions()

  const container = document.getElementById("app")
  if (!container) throw new Error('index.html must contain <div id="app">')

  if (first) providePages(first.pages[0].component, first.pages)
  const match = matchRoute(location.pathname)
  if (first && match.kind === "demo" && match.demo.slug === first.slug) {
    providePage(match.demo, first.Page)
    provideDemoRoute(first.DemoRoute)
  }

  // the pre-rendered markup is hydrated only when it was made for this path (an unknown path is served
  // the 404 page, which is rendered afresh)
  if (container.dataset.prerendered === normalizePath(location.pathname)) {
    // a demo page hydrates synchronously, not in a scheduler task: its widget responds as soon as this
    // script has run, before the load event
    const hydrate = () => void hydrateRoot(container, <App />, rootOptions)
    if (first) first.flushSync(hydrate)
    else hydrate()
  } else {
    container.textContent = ""
    createRoot(container, rootOptions).render(<App />)
  }

  // after the load event, not during it: the keyboard shortcuts, the isolation view's unmarking on going
  // back (which must not wait for idle) and prefetching (which does), none of which a first load pays for
  const afterLoad = () => setTimeout(() => void import("./app/afterLoad"))
  if (document.readyState === "complete") afterLoad()
  else addEventListener("load", afterLoad, { once: true })
}
