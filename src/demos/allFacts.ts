import { dirname } from "node:path"
import { fileURLToPath } from "node:url"
import { demoFolders } from "./demoFolders"
import type { DemoFacts } from "./facts"
import type { FactsBySlug } from "./derive"

/** Every demo's slug (src/demos/demoFolders.ts). */
export const demoSlugs: readonly string[] = demoFolders(dirname(fileURLToPath(import.meta.url)))

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
