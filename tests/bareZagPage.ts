import type { Page } from "@playwright/test"
import { build } from "rolldown"

import { readFileSync } from "node:fs"

/**
 * The stylesheets of a built demo page (`dist/<slug>.html`, where they are inlined), so the bare widget looks
 * as it does there.
 */
function pageStyles(slug: string): string[] {
  const html = readFileSync(new URL(`../${process.env.PW_DIST ?? "dist"}/${slug}.html`, import.meta.url), "utf8")
  return [...html.matchAll(/<style\b[\s\S]*?<\/style>/g)].map((match) => match[0])
}

// the gallery's stylesheets show the body once the marker after the app is parsed (index.html)
const html = (styles: string[]) => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>bare zag</title>${styles.join("")}</head>
  <body><main id="root"></main><template id="app-parsed"></template><script type="module" src="/__bare-zag/page.js"></script></body>
</html>`

/**
 * Opens a page that runs `entry` (a module that renders a widget with bare zag, none of the gallery's
 * fixes, into #root), for the "upstream still broken" tests that need a real browser. The entry is
 * bundled now and served from the gallery's own origin, with the stylesheets of the demo page `styledLike`.
 */
export async function openBareZagPage(page: Page, entry: string, styledLike: string) {
  const bundle = await build({
    input: entry,
    write: false,
    platform: "browser",
    transform: { jsx: "react-jsx", define: { "process.env.NODE_ENV": JSON.stringify("production") } },
    output: { format: "esm" },
  })
  const code = bundle.output[0].code
  await page.route("**/__bare-zag/page.html", (route) =>
    route.fulfill({ contentType: "text/html", body: html(pageStyles(styledLike)) }),
  )
  await page.route("**/__bare-zag/page.js", (route) => route.fulfill({ contentType: "text/javascript", body: code }))
  await page.goto("/__bare-zag/page.html")
}
