import { loadAllPages } from "./pageIndex"
import { isolatedDocument } from "./isolatedDocument"
import { loadPage } from "./pages"
import { matchRoute } from "./routes"
import { whenIdleAfterLoad } from "../workbench/afterLoad"

/**
 * Once the browser is idle after the load event, fetches the code of the demos next to the current one in
 * nav order (the likeliest next clicks); a link fetches its own demo when hovered or focused. src/boot.tsx
 * loads this module after the page's load event, so no page's first load pays for it.
 */
export function prefetchNeighbours() {
  whenIdleAfterLoad(() => {
    // a widget alone has no nav to click on
    if (isolatedDocument()) return
    void loadAllPages().then(
      (demos) => {
        const match = matchRoute(location.pathname)
        const index = match.kind === "demo" ? demos.findIndex((demo) => demo.slug === match.demo.slug) : -1
        const neighbours = index < 0 ? demos.slice(0, 2) : [demos[index - 1], demos[index + 1]]
        for (const demo of neighbours) if (demo) void loadPage(demo).catch(() => undefined)
      },
      () => undefined,
    )
  }, 3000)
}
