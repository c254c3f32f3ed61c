// `npm run test:random -- --seeds 20 [--seed 1] [--actions 150] [playwright args]`: the per-route check
// (tests/suites/route.ts) in Chromium with more seeds and the full 150 actions a route. Each failure prints
// the SEED that replays it.
import { spawnSync } from "node:child_process"

const args = process.argv.slice(2)
const take = (name, fallback) => {
  const index = args.indexOf(`--${name}`)
  if (index < 0) return fallback
  const [, value] = args.splice(index, 2)
  if (!/^\d+$/.test(value ?? "")) throw new Error(`--${name} needs a whole number, got ${value}`)
  return value
}
const env = {
  ...process.env,
  SEEDS: take("seeds", "1"),
  SEED: take("seed", process.env.SEED ?? "1"),
  ACTIONS: take("actions", "150"),
}
console.log(`route check with random use: ${env.SEEDS} seed(s) from ${env.SEED}, ${env.ACTIONS} actions a route`)
const run = spawnSync("npx", ["playwright", "test", "tests/routes.spec.ts", ...args], { stdio: "inherit", env })
process.exit(run.status ?? 1)
