// Usage: node scripts/bundle-report.mjs [distDir]
// After `vite build`: gzip bytes of the JavaScript loaded first on `/`, and per demo route the route's own
// code (its chunks not shared with the entry), its CSS and its data files.
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { gzipSync } from "node:zlib"

const dist = process.argv[2] ?? "dist"
const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8"))
const gz = (file) => gzipSync(readFileSync(join(dist, file))).length

function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const dep of manifest[key].imports ?? []) closure(dep, seen)
  return seen
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)
const entryChunks = closure(entryKey)
const sum = (keys, pick) => [...keys].reduce((total, k) => total + pick(manifest[k]), 0)
const jsBytes = (keys) => sum(keys, (c) => gz(c.file))
const cssBytes = (keys) => sum(keys, (c) => (c.css ?? []).reduce((t, f) => t + gz(f), 0))

console.log(`first-load JS of / (gzip): ${jsBytes(entryChunks)} B, CSS ${cssBytes(entryChunks)} B`)
const pages = Object.keys(manifest).filter((k) => /src\/demos\/[^/]+\/[^/]+Page\.tsx$/.test(k))
const rows = pages.map((key) => {
  const slug = key.split("/")[2]
  const own = new Set([...closure(key)].filter((k) => !entryChunks.has(k)))
  const dynamic = (manifest[key].dynamicImports ?? []).flatMap((k) => [...closure(k)]).filter((k) => !entryChunks.has(k))
  for (const k of dynamic) own.add(k)
  return { slug, js: jsBytes(own), css: cssBytes(own), firstLoad: jsBytes(entryChunks) + jsBytes(closure(key)) - jsBytes(new Set([...closure(key)].filter((k) => entryChunks.has(k)))) }
})
console.log("route".padEnd(22), "own JS gz".padStart(10), "own CSS gz".padStart(11), "first-load JS gz".padStart(17))
for (const r of rows.sort((a, b) => a.slug.localeCompare(b.slug))) {
  console.log(`/${r.slug}`.padEnd(22), String(r.js).padStart(10), String(r.css).padStart(11), String(r.firstLoad).padStart(17))
}
