// Fails when a route's first-load JavaScript (gzip, read from the build's manifest) exceeds its budget.
// Each route may load at most `ratios.route` × its limit, the median route at most `ratios.medianRoute` ×,
// and home at most `ratios.home` × the React floor (perf/budgets.json). The limits are computed from the
// installed packages on each run (scripts/limits.mjs: React, react-dom, the zag adapter and what the route's
// own code imports from npm, as the build recorded it). Usage: node scripts/check-budgets.mjs [dist]
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { limitsOfBuild } from "./limits.mjs"
import { routeSizes } from "./route-sizes.mjs"

const root = join(import.meta.dirname, "..")
const { ratios } = JSON.parse(readFileSync(join(root, "perf/budgets.json"), "utf8"))
const dist = join(root, process.argv[2] ?? "dist")
const sizes = routeSizes(dist)
const { reactFloor, limits } = await limitsOfBuild(dist)
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`

const failures = []
const rows = Object.entries(sizes).map(([route, size]) => {
  const limit = route === "/" ? reactFloor : limits[route]
  if (limit === undefined) throw new Error(`the build recorded no npm imports for ${route}`)
  const budget = Math.floor(limit * (route === "/" ? ratios.home : ratios.route))
  if (size > budget) failures.push(`${route}: ${kB(size)} > budget ${kB(budget)}`)
  return { route, size, limit, budget, ratio: size / limit }
})

const demoRatios = rows
  .filter((row) => row.route !== "/")
  .map((row) => row.ratio)
  .sort((a, b) => a - b)
const median = demoRatios[Math.floor(demoRatios.length / 2)]
if (median > ratios.medianRoute) failures.push(`median route: ${median.toFixed(3)} × its limit > ${ratios.medianRoute}`)

for (const row of rows.sort((a, b) => b.ratio - a.ratio))
  console.log(
    `${row.route.padEnd(20)} ${kB(row.size).padStart(9)} / budget ${kB(row.budget).padStart(9)}  ${row.ratio.toFixed(3)} × limit ${kB(row.limit).padStart(9)}`,
  )
console.log(
  `median route ${median.toFixed(3)} × its limit; home ${(sizes["/"] / reactFloor).toFixed(3)} × the React floor (${kB(reactFloor)})`,
)
if (failures.length) {
  console.error(`\nFirst-load JS over budget:\n${failures.map((f) => `  ${f}`).join("\n")}`)
  process.exit(1)
}
console.log("all routes within their first-load JS budgets")
