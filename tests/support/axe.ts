import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import type { Driver } from "../engine/driver"

/** The package's minified browser build: half the source of `axe.source`, so each page parses it in about half the time. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8")

export type Violation = { id: string; impact: string | null | undefined; help: string; nodes: string[] }

/**
 * Runs axe-core with every rule on (color-contrast included) in the page itself (or only within the
 * elements a selector finds), and returns the violations, readable. axe is injected once per document;
 * @axe-core/playwright's default mode would re-inject it and finish each run in a new blank page (for
 * cross-origin frames, which the gallery has none of), about 5 times slower.
 */
export async function axeViolations(driver: Driver, within?: string): Promise<Violation[]> {
  if (!(await driver.evaluate(() => "axe" in window))) await driver.evaluateSource(axeSource)
  return driver.evaluate(async (selector) => {
    const { axe } = window as unknown as { axe: typeof import("axe-core") }
    const context = selector ? { include: [selector] } : document
    return (await axe.run(context, { resultTypes: ["violations"] })).violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(" ")} — ${n.failureSummary?.split("\n").slice(1).join(" ")}`),
    }))
  }, within)
}
