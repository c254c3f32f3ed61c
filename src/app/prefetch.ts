import { sortedDemos } from "../demos/registry"
import { isolatedDocument } from "./isolatedDocument"
import { loadPage } from "./pages"
import { matchRoute } from "./routes"

const whenIdle = (task: () => void) =>
  "requestIdleCallback" in window ? requestIdleCallback(task, { timeout: 3000 }) : setTimeout(task, 200)

/**
 * Once the browser is idle, fetches the code of the demos next to the current one in nav order (the
 * likeliest next clicks); a link fetches its own demo when hovered or focused. main.tsx loads this
 * module after the page's load event, so no page's first load pays for it.
 */
export function prefetchNeighbours() {
  whenIdle(() => {
    // a widget alone has no nav to click on
    if (isolatedDocument()) return
    const match = matchRoute(location.pathname)
    const index = match.kind === "demo" ? sortedDemos.indexOf(match.demo) : -1
    const neighbours = index < 0 ? sortedDemos.slice(0, 2) : [sortedDemos[index - 1], sortedDemos[index + 1]]
    for (const demo of neighbours) if (demo) void loadPage(demo).catch(() => undefined)
  })
}
