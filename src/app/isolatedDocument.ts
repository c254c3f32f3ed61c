import { chromeOff } from "../workbench/url/isolation"

// Isolation mode once the page has loaded (apart from src/workbench/url/isolation.ts, which is on every page's first load; a module under src/workbench/ would join the first-load workbench chunk)

/** Whether this document shows the widget alone (the page, or `<html>` before hydration, is marked by then). */
export const isolatedDocument = () => document.querySelector('[data-chrome="none"]') !== null

/**
 * src/panel-init.js marks `<html>` for `?chrome=none` before the first paint (the pre-rendered page has no
 * query, so it hides its chrome by CSS until the page renders without it). Going back to an address without
 * it unmarks the page, also when that happened before this code arrived.
 */
export function unmarkIsolationOnLeaving() {
  const root = document.documentElement
  if (!root.hasAttribute("data-chrome")) return
  const unmark = () => {
    if (!chromeOff(location.search)) root.removeAttribute("data-chrome")
  }
  addEventListener("popstate", unmark)
  // this runs after the load event: a Back pressed sooner has already left the isolated address
  unmark()
}
