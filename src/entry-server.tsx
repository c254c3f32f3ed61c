import { prerender } from "react-dom/static"
import { App } from "./app/App"
import { pageTitle } from "./app/Layout"
import { provideDemoRoute } from "./app/Layout"
import { loadPage } from "./app/pages"
import { matchRoute } from "./app/routes"
import { loadAllPages } from "./app/pageIndex"
import { aliasesOfPages } from "./demos/pageList"
import { components } from "virtual:demos/labels"
import { demos } from "virtual:demos/pages"

/** Every page, and the other paths of each (scripts/prerender.mjs writes a file for each path). */
export { demos }
export const aliases: Record<string, string> = Object.assign(
  {},
  ...components.map((component) =>
    aliasesOfPages(
      component.slug,
      demos.filter((demo) => demo.component === component.slug),
    ),
  ),
)

/** The markup and title of one route, rendered at build time (scripts/prerender.mjs writes the files). */
export async function render(path: string): Promise<{ html: string; title: string }> {
  await loadAllPages()
  const match = matchRoute(path)
  // rendered as a pre-rendered demo page's own entry hydrates it: with the page's code already there
  if (match.kind === "demo") {
    await loadPage(match.demo)
    provideDemoRoute((await import("./app/DemoRoute")).default)
  }
  // one piece: React would otherwise outline a large page (color picker, combobox) into a hidden segment
  // swapped in by an inline script, which needs JavaScript and a CSP that allows inline scripts
  const { prelude } = await prerender(<App path={path} />, { progressiveChunkSize: Number.POSITIVE_INFINITY })
  return { html: await new Response(prelude).text(), title: pageTitle(path) }
}
