// First-load JavaScript of every route, read from the build's manifest (no browser): the theme script,
// the entry chunk and everything it imports statically, plus, for a demo, its page chunk and that
// chunk's static imports (the files its pre-rendered HTML modulepreloads). Sizes are gzip level 9, in bytes.
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { gzipSync } from "node:zlib"

/** The manifest key of a demo's page module: src/demos/<slug>/<Name>Page.tsx (a demo may have other lazy modules). */
export const pageModuleSlug = (key) => key.match(/^src\/demos\/([^/]+)\/[^/]+Page\.tsx$/)?.[1]

/** The manifest key of the shell's demo route (src/app/DemoRoute.tsx, lazy in src/app/Layout.tsx). */
export const demoRouteKey = (manifest) => {
  const key = Object.keys(manifest).find((k) => k === "src/app/DemoRoute.tsx")
  if (!key) throw new Error("the build has no chunk with src/app/DemoRoute.tsx")
  return key
}

export function routeSizes(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8"))
  const gz = new Map()
  const sizeOf = (file) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length)
    return gz.get(file)
  }
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen
    seen.add(key)
    for (const dep of manifest[key].imports ?? []) closure(dep, seen)
    return seen
  }
  const total = (keys) => [...new Set([...keys].map((key) => manifest[key].file))].reduce((n, f) => n + sizeOf(f), 0)

  const entry = closure(Object.keys(manifest).find((key) => manifest[key].isEntry))
  // every page also runs public/theme-init.js (the theme, before the first paint), which is no chunk
  const themeInit = sizeOf("theme-init.js")
  const sizes = { "/": themeInit + total(entry) }
  // a demo's pre-rendered page imports its page chunk directly (the map of all page modules loads later),
  // and the shell's demo route (lazy, so that home does without it)
  const demoBase = closure(demoRouteKey(manifest), new Set(entry))
  for (const key of Object.keys(manifest)) {
    const slug = manifest[key].isDynamicEntry && pageModuleSlug(key)
    if (slug) sizes[`/${slug}`] = themeInit + total(closure(key, new Set(demoBase)))
  }
  return sizes
}
