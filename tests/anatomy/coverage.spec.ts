import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { expect, test } from "@playwright/test"
import { zagAnatomies } from "../../scripts/docs-reference/packages"
import { demos } from "../../src/demos/registry"
import { ANATOMY_SEEN_FILE } from "../engine/anatomySeen"
import { unrendered } from "./unrendered"

/**
 * The Docs tab's Anatomy lists each part of a machine's anatomy: every one of them must appear on a route
 * that runs the machine, or the Anatomy promises a part a person can never outline. The parts are what the
 * Chromium route checks (tests/suites/route.ts) recorded while loading, opening and using each route: this
 * project runs after theirs (playwright.config.ts), in `npm test`. `ANATOMY_SEEN_IN=<folder>` reads an earlier
 * run's output folder instead (`--no-deps`: Playwright empties this run's own).
 */
test("every part of every machine's anatomy appears on one of the gallery's routes", async () => {
  const dir = process.env.ANATOMY_SEEN_IN ?? test.info().project.outputDir
  const routesOf = new Map<string, string[]>()
  const recorded = new Set<string>()
  for (const file of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(ANATOMY_SEEN_FILE)) continue
    const parts = JSON.parse(readFileSync(join(dir, file), "utf8")) as Record<string, string[]>
    for (const [slug, pairs] of Object.entries(parts)) {
      recorded.add(slug)
      for (const pair of pairs) routesOf.set(pair, [...(routesOf.get(pair) ?? []), slug])
    }
  }
  const unrecorded = demos.filter((demo) => !recorded.has(demo.slug)).map((demo) => `/${demo.slug}`)
  expect(unrecorded, `routes whose check recorded no parts in ${dir}`).toEqual([])

  const missing: string[] = []
  const nowRendered: string[] = []
  const parts = new Set<string>()
  for (const anatomy of await zagAnatomies(process.cwd()))
    for (const part of anatomy.parts) {
      const name = `${anatomy.package}: ${part}`
      const routes = routesOf.get(`${anatomy.scope} ${part}`)
      parts.add(name)
      if (!routes && !(name in unrendered)) missing.push(name)
      if (routes && name in unrendered) nowRendered.push(`${name} (on /${routes.join(", /")})`)
    }
  expect(missing, "anatomy parts that no route renders").toEqual([])
  expect(nowRendered, "parts tests/anatomy/unrendered.ts lists that a route now renders: take them out").toEqual([])
  const unknown = Object.keys(unrendered).filter((name) => !parts.has(name))
  expect(unknown, "tests/anatomy/unrendered.ts names parts no anatomy has").toEqual([])
})
