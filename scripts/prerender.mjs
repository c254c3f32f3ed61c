// Pre-renders every route after `vite build`: renders the app at each path with React's static
// prerender API (through the SSR build of src/entry-server.tsx), and writes one HTML file per route
// (dist/<slug>.html, which `vite preview` and static hosts serve for /<slug>, and dist/embed/<slug>.html for
// its isolation view) holding the page's markup, its title, its CSS and its entry script. Unknown paths get
// dist/404.html (rendered afresh by the client).
// No modulepreload links: the entry's static imports are found as the modules arrive. Preloading all of them
// up front made the browser fetch and compile every chunk while it was laying out the first frame, which it
// then painted later (`npm run bench`: widget visible 193 → 147 ms on 10 routes, time to interactive 654 →
// 590 ms); the chunks still load, and the page hydrates, before the load event.
// A page's stylesheets are inlined as <style> elements, each allowed by its hash on that page only
// (STYLE_HASHES, which hosting/security-headers.mjs reads, and dist/_headers): the first frame no longer
// waits for their requests (`npm run bench`, 20 routes x 4: widget visible 130 -> 114 ms).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { hashSource, headersOfDist, STYLE_HASHES } from "../hosting/security-headers.mjs"
import { closure, demoEntryKey, readManifest } from "./manifest.mjs"

const root = join(dirname(fileURLToPath(import.meta.url)), "..")
const dist = join(root, process.env.PRERENDER_DIST ?? "dist")
// in the project, not in node_modules: worktrees sharing one node_modules build side by side
const ssrDir = join(root, ".cache/ssr")

const manifest = readManifest(dist)
const template = readFileSync(join(dist, "index.html"), "utf8")
// demo pages only: keeps a click made before hydration (src/early-input.js) and lays the workbench out as
// the visitor left it (src/panel-init.js), minified and joined by the build
const demoHead = readFileSync(join(dist, ".vite/demo-head.js"), "utf8")
const { render, demos, aliases } = await import(pathToFileURL(join(ssrDir, "entry-server.js")).href)

const stylesheetsOf = (keys) => [...keys].flatMap((key) => manifest[key].css ?? [])

const entryKey = "index.html"
const entryStylesheets = stylesheetsOf(closure(manifest, entryKey))

/**
 * A demo's own entry (scripts/vite-demo-entries.ts: its page, the shell's demo route and the shell, all
 * static imports), and the stylesheets it needs beyond index.html's.
 */
function routeAssets(slug) {
  const key = demoEntryKey(slug)
  if (!manifest[key]) throw new Error(`no entry chunk found for /${slug}`)
  return {
    script: manifest[key].file,
    css: stylesheetsOf(closure(manifest, key)).filter((file) => !entryStylesheets.includes(file)),
  }
}

const escapeText = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;")

/** The hashes of each page's inlined stylesheets, by path, for its Content-Security-Policy. */
const styleHashes = {}

/** The page with each of its stylesheets inlined; the 404 page keeps its links (it answers any path). */
function inlineStylesheets(html, path) {
  if (path === null) return html
  const hashes = (styleHashes[path] = [])
  return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (_, file) => {
    const css = readFileSync(join(dist, file), "utf8")
    if (/<\/style/i.test(css)) throw new Error(`${file} can't be inlined: it contains "</style"`)
    hashes.push(hashSource(css))
    // Vite's lazy imports link each stylesheet they need unless a <link> to it is in the document: a disabled
    // one (never fetched, never applied) says the page has it, so a story's chunk importing a stylesheet this
    // page carries inlined doesn't link it again (which would apply it a second time, after the page's own)
    return `<style data-stylesheet="/${file}">${css}</style><link rel="stylesheet" href="/${file}" disabled>`
  })
}

function page({ html, title }, path, assets) {
  const links = assets.css.map((file) => `<link rel="stylesheet" href="/${file}">`)
  // a page that answers at several paths names one of them (its slug) as the canonical one
  if (assets.canonical) links.unshift(`<link rel="canonical" href="${assets.canonical}">`)
  const head = links.join("\n    ")
  // a demo page runs its own entry instead of index.html's
  const script = assets.script
    ? (html) =>
        html
          .replace(`<script type="module"`, `<script>${demoHead}</script>\n    <script type="module"`)
          .replace(`/${manifest[entryKey].file}"`, `/${assets.script}"`)
    : (html) => html
  const marker = path === null ? "" : ` data-prerendered="${path}"`
  const linked = script(template)
    .replace(/<title>.*?<\/title>/, `<title>${escapeText(title)}</title>`)
    .replace("</head>", `  ${head}\n  </head>`)
    .replace('<div id="app"></div>', `<div id="app"${marker}>${html}</div>`)
  return inlineStylesheets(scriptAfterApp(linked), path)
}

/**
 * The page with its entry script (which Vite puts in the head) after the pre-rendered app instead. Found by
 * the preload scanner either way, it then competed less with the first frame (`npm run bench`-style
 * probe, 20 routes x 7: widget visible 1.155 -> 1.087 x the floor), and it still runs, deferred, before
 * the load event.
 */
function scriptAfterApp(html) {
  const entry = html.match(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/)
  if (!entry) throw new Error("the built index.html has no entry script in the expected form")
  return html.replace(entry[0], "").replace("</body>", `  ${entry[0].trim()}\n  </body>`)
}

function write(file, contents) {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, contents)
}

const none = { css: [] }
write(join(dist, "index.html"), page(await render("/"), "/", none))
const pathsOf = (slug) => [slug, ...Object.keys(aliases).filter((alias) => aliases[alias] === slug)]
let written = 0
for (const demo of demos) {
  const assets = { ...routeAssets(demo.slug), canonical: `/${demo.slug}` }
  // each path of each page twice: its page, and its isolation view (dist/embed/<path>.html), hydrated by the
  // same entry
  for (const each of pathsOf(demo.slug))
    for (const path of [`/${each}`, `/embed/${each}`]) {
      write(join(dist, `${path.slice(1)}.html`), page(await render(path), path, assets))
      written++
    }
}
write(join(dist, "404.html"), page(await render("/404"), null, none))
write(join(dist, STYLE_HASHES), JSON.stringify(styleHashes))
write(join(dist, "_headers"), headersOfDist(dist).headersFile(styleHashes))
rmSync(ssrDir, { recursive: true, force: true })
console.log(`pre-rendered home, ${demos.length} pages at ${written / 2} paths, their isolation views and 404.html`)
