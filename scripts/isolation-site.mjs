// The isolation site: dist/ served as the bench serves it, except that each demo route answers with a redirect
// to its isolation view (/embed/<slug>): the same widget and the same entry script, in a page without the
// nav and its header (138 start tags in /tabs's HTML against 211; the settings bar and the workbench's panel
// are still rendered and hydrated there, hidden). Measured beside the build and the limit site, it tells how
// much of the gallery's first load the page around the widget costs, and how much its script. The redirect
// is inside the measured time, as it would be for a visitor. tests/isolation-site.spec.ts checks that each
// route lands on its live isolation view.
//
// Usage: node scripts/isolation-site.mjs        serves dist/ (run `npm run build` first), prints the URL
//        npm run bench -- --vs <URL> --routes <demo routes>
import { existsSync } from "node:fs"
import { fileURLToPath, pathToFileURL } from "node:url"
import { headersOfBuild } from "../hosting/security-headers.mjs"
import { serveStatic } from "./serve-static.mjs"

const distDir = fileURLToPath(new URL("../dist", import.meta.url))

/** Serves `dist` with every demo route that has an isolation view redirected to it. */
export function serveIsolationSite(dist = distDir) {
  const isolated = (path) => /^\/[a-z0-9-]+$/.test(path) && existsSync(`${dist}/embed${path}.html`)
  return serveStatic(dist, {
    headers: headersOfBuild(dist),
    redirect: (path) => (isolated(path) ? `/embed${path}` : null),
  })
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = await serveIsolationSite()
  console.log(`isolation site: ${server.url}`)
}
