import { loadAllPages } from "./pageIndex"
import { currentSearch } from "../workbench/url/searchStore"
import { carriedQuery } from "../workbench/viewSettings/settings"
import { loadPage } from "./pages"
import { matchRoute } from "./routes"

export type Navigate = (href: string) => void

/**
 * Opens the previous (-1) or next (1) page (story) in nav order, keeping the view settings as a nav link
 * would. Loaded with the other shortcuts' code (./runShortcut), on the first one used.
 */
export async function stepDemo(by: number, navigate: Navigate) {
  const demos = await loadAllPages()
  const match = matchRoute(location.pathname)
  const here = match.kind === "demo" ? demos.findIndex((demo) => demo.slug === match.demo.slug) : -1
  const index = here >= 0 ? here : by > 0 ? -1 : 0
  const demo = demos[(index + by + demos.length) % demos.length]
  const go = () => navigate(`/${demo.slug}${carriedQuery(currentSearch())}`)
  loadPage(demo).then(go, go)
}
