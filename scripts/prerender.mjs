// Pre-renders every route after `vite build`: renders the app at each path with React's static
// prerender API (through the SSR build of src/entry-server.tsx), and writes one HTML file per route
// (dist/<slug>.html, which `vite preview` and static hosts serve for /<slug>) holding the page's markup,
// its title, its CSS, and modulepreload links for every chunk it needs, so
// that no chunk waits for another. Unknown paths get dist/404.html (rendered afresh by the client).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { headersFile } from "../hosting/security-headers.mjs"
import { demoRouteKey, pageModuleSlug } from "./route-sizes.mjs"

const root = join(dirname(fileURLToPath(import.meta.url)), "..")
const dist = join(root, process.env.PRERENDER_DIST ?? "dist")
const ssrDir = join(root, "node_modules/.cache/zag-gallery-ssr")

const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8"))
const template = readFileSync(join(dist, "index.html"), "utf8")
const { render, demos } = await import(pathToFileURL(join(ssrDir, "entry-server.js")).href)

/** Every file a manifest chunk needs before it runs: itself, its static imports (deep), and their CSS. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const dep of manifest[key].imports ?? []) closure(dep, seen)
  return seen
}
const filesOf = (keys) => ({
  js: [...keys].map((key) => manifest[key].file),
  css: [...keys].flatMap((key) => manifest[key].css ?? []),
})

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
const entry = filesOf(closure(entryKey))

/** The part of the shell only demo pages need (lazy in src/app/Layout.tsx). */
const demoRoute = demoRouteKey(manifest)

/** A demo's page chunk, and the files it needs beyond the shell's (the map of all page modules is not one). */
function routeAssets(slug) {
  const key = Object.keys(manifest).find((k) => manifest[k].isDynamicEntry && pageModuleSlug(k) === slug)
  if (!key) throw new Error(`no chunk found for /${slug}`)
  const own = filesOf(new Set([...closure(demoRoute), ...closure(key)]))
  return {
    page: manifest[key].file,
    js: own.js.filter((file) => !entry.js.includes(file)),
    css: own.css.filter((file) => !entry.css.includes(file)),
  }
}

const escapeText = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;")

function page({ html, title }, path, assets) {
  const head = [
    ...assets.css.map((file) => `<link rel="stylesheet" href="/${file}">`),
    // the page chunk is marked: the client imports it by this URL (src/app/pages.ts)
    ...assets.js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}"${file === assets.page ? " data-page-module" : ""}>`),
  ].join("\n    ")
  const marker = path === null ? "" : ` data-prerendered="${path}"`
  return template
    .replace(/<title>.*?<\/title>/, `<title>${escapeText(title)}</title>`)
    .replace("</head>", `  ${head}\n  </head>`)
    .replace('<div id="app"></div>', `<div id="app"${marker}>${html}</div>`)
}

function write(file, contents) {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, contents)
}

const none = { js: [], css: [] }
write(join(dist, "index.html"), page(await render("/"), "/", none))
for (const demo of demos) {
  const path = `/${demo.slug}`
  write(join(dist, `${demo.slug}.html`), page(await render(path), path, routeAssets(demo.slug)))
}
write(join(dist, "404.html"), page(await render("/404"), null, none))
write(join(dist, "_headers"), headersFile())
rmSync(ssrDir, { recursive: true, force: true })
console.log(`pre-rendered ${demos.length + 1} routes and 404.html`)
