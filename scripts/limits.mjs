// The physical limit of each route's first-load JavaScript: the gzip size (level 9) of a production bundle
// of React, react-dom/client, the zag React adapter and what the route's own code imports from npm
// (scripts/vite-route-packages.ts records it in the build), wired the least a page can be: each machine
// through one useMachine + connect, every other import kept. Bundled and minified by rolldown as the
// build bundles (Vite 8). Home's limit is the React floor: React and react-dom alone.
// Sizes are cached in node_modules/.cache/zag-gallery-limits, keyed by the route's imports, the installed
// packages (npm's node_modules/.package-lock.json) and this file.
import { createHash } from "node:crypto"
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { gzipSync } from "node:zlib"
import { rolldown } from "rolldown"

const root = join(import.meta.dirname, "..")
const defaultCache = join(root, "node_modules/.cache/zag-gallery-limits")
/** Where the build records each route's npm imports (scripts/vite-route-packages.ts's ROUTE_PACKAGES). */
export const ROUTE_PACKAGES = ".vite/route-packages.json"

const FLOOR_ENTRY = `import { createRoot } from "react-dom/client"
import { createElement } from "react"
createRoot(document.getElementById("app")).render(createElement("div"))
`

/** Whether an import of a whole package is a zag machine (wired with useMachine + connect). */
async function isMachine(specifier) {
  const exports = await import(specifier).then(Object.keys, () => [])
  return exports.includes("machine") && exports.includes("connect")
}

/** The entry of a route's limit bundle, for its npm imports ({ specifier: names }, "*" the namespace). */
export async function limitEntry(imports) {
  const lines = [
    `import { createRoot } from "react-dom/client"`,
    `import { createElement } from "react"`,
    `import { useMachine, normalizeProps } from "@zag-js/react"`,
  ]
  const uses = []
  let n = 0
  for (const [specifier, names] of Object.entries(imports)) {
    const from = JSON.stringify(specifier)
    for (const name of names) {
      const local = `i${n++}`
      if (name === "*") {
        lines.push(`import * as ${local} from ${from}`)
        uses.push(
          (await isMachine(specifier))
            ? `keep.push(${local}.connect(useMachine(${local}.machine, { id: "${local}" }), normalizeProps))`
            : `keep.push(${local})`,
        )
      } else {
        lines.push(`import { ${name === "default" ? "default" : name} as ${local} } from ${from}`)
        uses.push(`keep.push(${local})`)
      }
    }
  }
  return [
    ...lines,
    `function Page() {`,
    `  const keep = []`,
    ...uses.map((use) => `  ${use}`),
    `  return createElement("div", { "data-n": keep.length })`,
    `}`,
    `createRoot(document.getElementById("app")).render(createElement(Page))`,
    "",
  ].join("\n")
}

/** Gzip bytes (level 9) of the minified production bundle of `entry` (module source), built in `dir`. */
async function bundleSize(entry, dir) {
  const file = join(dir, `entry-${createHash("sha256").update(entry).digest("hex").slice(0, 16)}.mjs`)
  writeFileSync(file, entry)
  const bundle = await rolldown({
    input: file,
    platform: "browser",
    transform: { define: { "process.env.NODE_ENV": '"production"' }, target: "es2022" },
    resolve: { conditionNames: ["module", "browser", "production", "import", "default"] },
    // @zag-js/react marks its modules "use client", which means nothing here: no server components
    onLog: (level, log, report) => log.code !== "MODULE_LEVEL_DIRECTIVE" && report(level, log),
  })
  const { output } = await bundle.generate({ format: "esm", minify: true, codeSplitting: false })
  await bundle.close()
  return gzipSync(output[0].code, { level: 9 }).length
}

/** What the cached sizes depend on besides each route's imports: the installed packages and this file. */
function installFingerprint() {
  const lock = join(root, "node_modules/.package-lock.json")
  return createHash("sha256")
    .update(existsSync(lock) ? readFileSync(lock) : "")
    .update(readFileSync(new URL(import.meta.url)))
    .digest("hex")
}

/** Runs `tasks` (functions returning promises), at most `width` at a time. */
async function pool(tasks, width) {
  const results = []
  let next = 0
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++
      results[i] = await tasks[i]()
    }
  }
  await Promise.all(Array.from({ length: width }, worker))
  return results
}

/**
 * The React floor and each route's limit, in gzip bytes: `routes` is { "/route": its npm imports }, as the
 * build records them. Sizes are cached in `cacheDir` (`false`: not cached).
 */
export async function computeLimits(routes, { cacheDir = defaultCache } = {}) {
  const dir = cacheDir || join(defaultCache, `uncached-${process.pid}`)
  mkdirSync(dir, { recursive: true })
  const cacheFile = join(dir, "sizes.json")
  const cached = cacheDir && existsSync(cacheFile) ? JSON.parse(readFileSync(cacheFile, "utf8")) : {}
  const fingerprint = installFingerprint()
  const keyOf = (imports) => createHash("sha256").update(fingerprint).update(JSON.stringify(imports)).digest("hex")
  // the floor is the bundle of no import at all, without the adapter
  const FLOOR = "react-floor"
  const wanted = new Map([[keyOf(FLOOR), FLOOR]])
  for (const imports of Object.values(routes)) wanted.set(keyOf(imports), imports)
  const sizes = {}
  const missing = [...wanted].filter(([key]) => cached[key] === undefined)
  await pool(
    missing.map(([key, imports]) => async () => {
      sizes[key] = await bundleSize(imports === FLOOR ? FLOOR_ENTRY : await limitEntry(imports), dir)
    }),
    2,
  )
  for (const key of wanted.keys()) sizes[key] ??= cached[key]
  if (cacheDir) writeFileSync(cacheFile, JSON.stringify(sizes))
  else rmSync(dir, { recursive: true, force: true })
  const limits = Object.fromEntries(Object.entries(routes).map(([route, imports]) => [route, sizes[keyOf(imports)]]))
  return { reactFloor: sizes[keyOf(FLOOR)], limits }
}

/** The limits of the build in `dist`, from the npm imports it recorded for each route. */
export function limitsOfBuild(dist, options) {
  const file = join(dist, ROUTE_PACKAGES)
  if (!existsSync(file)) throw new Error(`${file} is missing: build first (npm run build)`)
  return computeLimits(JSON.parse(readFileSync(file, "utf8")), options)
}
