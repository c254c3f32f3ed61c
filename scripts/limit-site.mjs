// The limit site: for each page of perf/limit-site/pages.tsx, a pre-rendered page holding only that route's
// widget and one script file (React, react-dom, @zag-js/react and the machine, as scripts/limits.mjs sizes
// a route's limit) that hydrates it. It measures what the limit itself costs on this machine: how soon a page
// with nothing but the widget is visible and interactive. tests/limit-site.spec.ts checks that every page
// hydrates and passes its route's first interaction, so the bench's probe can time it.
//
// Usage: node scripts/limit-site.mjs            builds it, serves it, prints the URL and the routes
//        npm run bench -- --vs <URL> --routes <the routes it printed>
import { mkdirSync, rmSync, writeFileSync } from "node:fs"
import { fileURLToPath, pathToFileURL } from "node:url"
import { build } from "rolldown"
import { serveStatic } from "./serve-static.mjs"

const pagesModule = fileURLToPath(new URL("../perf/limit-site/pages.tsx", import.meta.url))
const transform = { define: { "process.env.NODE_ENV": '"production"' }, jsx: "react-jsx" }
// @zag-js/react marks its modules "use client", which means nothing here: no server components
const onLog = (level, log, report) => log.code !== "MODULE_LEVEL_DIRECTIVE" && report(level, log)
/** The route of one of perf/limit-site/pages.tsx's exports: `DatePicker` is "date-picker". */
export const routeOf = (exportName) => exportName.replace(/(?<=.)[A-Z]/g, (c) => `-${c}`).toLowerCase()
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

/** Builds the site into `dir` (emptied first): `<route>.html` and `assets/<route>.js` for each page. */
export async function buildLimitSite(
  dir = fileURLToPath(new URL("../node_modules/.cache/limit-site/", import.meta.url)),
) {
  const work = `${dir}/build/`
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(`${dir}/assets`, { recursive: true })
  mkdirSync(work, { recursive: true })
  writeFileSync(
    `${work}server.tsx`,
    `import { renderToString } from "react-dom/server"
import { createElement } from "react"
import * as pages from ${JSON.stringify(pagesModule)}
export const names = Object.keys(pages)
export const render = (name: string) => renderToString(createElement(pages[name as keyof typeof pages]))`,
  )
  await build({ input: `${work}server.tsx`, platform: "node", transform, onLog, output: { file: `${work}server.mjs` } })
  const { names, render } = await import(`${pathToFileURL(`${work}server.mjs`).href}?${Date.now()}`)

  const routes = []
  for (const name of names) {
    const route = routeOf(name)
    routes.push(`/${route}`)
    // one entry per route importing its page by name, so the bundle holds that page's machine alone; the
    // page is marked once hydrated, as the gallery's pages are (data-hydrated)
    writeFileSync(
      `${work}${route}.tsx`,
      `import { hydrateRoot } from "react-dom/client"
import { createElement, useEffect } from "react"
import { ${name} as Page } from ${JSON.stringify(pagesModule)}
function Hydrated() {
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), [])
  return createElement(Page)
}
hydrateRoot(document.getElementById("app")!, createElement(Hydrated))`,
    )
    await build({
      input: `${work}${route}.tsx`,
      transform,
      onLog,
      output: { file: `${dir}/assets/${route}.js`, minify: true },
    })
    writeFileSync(
      `${dir}/${route}.html`,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${route}</title><style>${css}</style></head>` +
        `<body><main id="app">${render(name)}</main><script type="module" src="assets/${route}.js"></script></body></html>`,
    )
  }
  rmSync(work, { recursive: true, force: true })
  return { dir, routes }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { dir, routes } = await buildLimitSite()
  const server = await serveStatic(dir)
  console.log(`limit site: ${server.url}\nroutes: ${routes.join(",")}`)
}
