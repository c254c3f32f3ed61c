// Reading the build's manifest (dist/.vite/manifest.json): shared by scripts/prerender.mjs and
// scripts/route-sizes.mjs.
import { readFileSync } from "node:fs"
import { join } from "node:path"

/** The manifest of the client build in `dist`. */
export const readManifest = (dist) => JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8"))

/** Every manifest chunk a chunk needs before it runs: itself and its static imports (deep). */
export function closure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen)
  return seen
}

/** The manifest key of a demo route's own entry (scripts/vite-demo-entries.ts). */
export const demoEntryKey = (slug) => `virtual:demo-entry/${slug}`
const demoEntrySlug = (key) => key.match(/^virtual:demo-entry\/(.+)$/)?.[1]

/** The slug of every demo route the build has an entry for. */
export const demoSlugs = (manifest) => Object.keys(manifest).map(demoEntrySlug).filter(Boolean)
