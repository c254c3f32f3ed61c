// First-load JavaScript of every route, read from the build's manifest (no browser): the inline theme script,
// plus the route's entry chunk and everything it imports statically (home: index.html's entry; a demo:
// its own entry from scripts/vite-demo-entries.ts, which imports its page). Sizes are gzip level 9, in bytes.
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { gzipSync } from "node:zlib"
import { closure, demoEntryKey, demoSlugs, readManifest } from "./manifest.mjs"

export function routeSizes(dist) {
  const manifest = readManifest(dist)
  const gz = new Map()
  const sizeOf = (file) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length)
    return gz.get(file)
  }
  const total = (keys) => [...new Set([...keys].map((key) => manifest[key].file))].reduce((n, f) => n + sizeOf(f), 0)

  // every page also runs the theme script inlined in its head (src/theme-init.js), which is no chunk
  const inline = readFileSync(join(dist, "index.html"), "utf8").match(/<script>([^<]*)<\/script>/)
  if (!inline) throw new Error("dist/index.html has no inline theme script")
  const themeInit = gzipSync(inline[1], { level: 9 }).length
  // and a demo page its head script (src/early-input.js and src/panel-init.js)
  const earlyClicks = gzipSync(readFileSync(join(dist, ".vite/demo-head.js")), { level: 9 }).length
  const sizes = { "/": themeInit + total(closure(manifest, "index.html")) }
  for (const slug of demoSlugs(manifest))
    sizes[`/${slug}`] = themeInit + earlyClicks + total(closure(manifest, demoEntryKey(slug)))
  return sizes
}
