// The limit site: for the routes of perf/limit-site/pages.tsx, a pre-rendered page holding only that route's
// widget and one script file (React, react-dom, @zag-js/react and the machine, as ../shared/perf/limit.mjs sizes
// a route's limit) that hydrates it. It measures what the limit itself costs on this machine: how soon a page
// with nothing but the widget is visible and interactive.
//
// Usage: node scripts/limit-site.mjs            builds it, serves it, prints the URL and the routes
//        npm run bench -- --vs <URL> --routes <the routes it printed>
import { mkdirSync, rmSync, writeFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { build } from "rolldown"
import { serveStatic } from "./bench-floor.mjs"

const pagesModule = fileURLToPath(new URL("../perf/limit-site/pages.tsx", import.meta.url))
const work = fileURLToPath(new URL("../node_modules/.cache/limit-site/", import.meta.url))
const site = `${work}site/`
const transform = { define: { "process.env.NODE_ENV": '"production"' }, jsx: "react-jsx" }
// @zag-js/react marks its modules "use client", which means nothing here: no server components
const onLog = (level, log, report) => log.code !== "MODULE_LEVEL_DIRECTIVE" && report(level, log)
const exportName = (route) => route.replace(/(^|-)(\w)/g, (_, __, c) => c.toUpperCase())
// enough style for the probe: hidden parts take no box, the others have one
const css = [
  "body{font:16px system-ui;margin:0;padding:2rem}",
  "[hidden]{display:none!important}",
  "[data-part=control]{display:inline-block;width:16px;height:16px;border:1px solid}",
  "[data-scope=slider] [data-part=control]{width:200px;height:8px;position:relative}",
  "[data-scope=slider] [data-part=thumb]{width:16px;height:16px;background:#333;border-radius:50%;top:-4px}",
  "[data-scope=dialog][data-part=positioner]{position:fixed;inset:0;display:grid;place-items:center}",
  "[data-scope=dialog][data-part=content]{background:#fff;border:1px solid;padding:1rem}",
].join("")

rmSync(work, { recursive: true, force: true })
mkdirSync(`${site}assets`, { recursive: true })
writeFileSync(
  `${work}server.tsx`,
  `import { renderToString } from "react-dom/server"
import { createElement } from "react"
import { pages } from ${JSON.stringify(pagesModule)}
export const routes = Object.keys(pages)
export const render = (route: string) => renderToString(createElement(pages[route]))`,
)
await build({ input: `${work}server.tsx`, platform: "node", transform, onLog, output: { file: `${work}server.mjs` } })
const { routes, render } = await import(`${work}server.mjs`)

for (const route of routes) {
  // one entry per route importing its page by name, so the bundle holds that page's machine alone
  writeFileSync(
    `${work}${route}.tsx`,
    `import { hydrateRoot } from "react-dom/client"
import { createElement } from "react"
import { ${exportName(route)} as Page } from ${JSON.stringify(pagesModule)}
hydrateRoot(document.getElementById("app")!, createElement(Page))`,
  )
  await build({
    input: `${work}${route}.tsx`,
    transform,
    onLog,
    output: { file: `${site}assets/${route}.js`, minify: true },
  })
  writeFileSync(
    `${site}${route}.html`,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${route}</title><style>${css}</style></head>` +
      `<body><main id="app">${render(route)}</main><script type="module" src="/assets/${route}.js"></script></body></html>`,
  )
}
const server = await serveStatic(site)
console.log(`limit site: ${server.url}\nroutes: ${routes.map((r) => `/${r}`).join(",")}`)
