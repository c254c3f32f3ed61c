import { demos } from "virtual:demos/labels"
import { currentSearch } from "../workbench/url/searchStore"
import { carriedQuery } from "../workbench/viewSettings/settings"
import { loadPage } from "./pages"
import { matchRoute } from "./routes"

export type Navigate = (href: string) => void

/**
 * Opens the previous (-1) or next (1) demo in nav order, keeping the view settings as a nav link would.
 * Loaded with the other shortcuts' code (./runShortcut), on the first one used.
 */
export function stepDemo(by: number, navigate: Navigate) {
  const match = matchRoute(location.pathname)
  const index = match.kind === "demo" ? demos.indexOf(match.demo) : by > 0 ? -1 : 0
  const demo = demos[(index + by + demos.length) % demos.length]
  const go = () => navigate(`/${demo.slug}${carriedQuery(currentSearch())}`)
  loadPage(demo).then(go, go)
}
