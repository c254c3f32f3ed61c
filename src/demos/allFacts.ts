import { existsSync, readdirSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import type { DemoFacts } from "./facts"
import type { FactsBySlug } from "./derive"

const demosFolder = dirname(fileURLToPath(import.meta.url))

/** Every demo's slug: each folder of src/demos/ that holds a `demo.ts`, by name. */
export const demoSlugs: readonly string[] = readdirSync(demosFolder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(demosFolder, entry.name, "demo.ts")))
  .map((entry) => entry.name)
  .sort()

/**
 * Every demo's facts, read from its folder's `demo.ts`: for Node (tests in both runners, scripts, and the
 * build's scripts/vite-demo-facts.ts, which hands the browser bundles their views). Pages never import it.
 */
export const allFacts: FactsBySlug = Object.fromEntries(
  await Promise.all(
    demoSlugs.map(async (slug) => {
      const module = (await import(`./${slug}/demo.ts`)) as { default: DemoFacts }
      return [slug, module.default] as const
    }),
  ),
)
