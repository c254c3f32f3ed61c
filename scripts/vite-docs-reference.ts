import type { Plugin } from "vite"
import { type GeneratedMachine, generateReferences } from "./docs-reference/generate"

const INDEX = "virtual:zag-docs"
const MACHINE = "virtual:zag-docs/"

const slugOf = (pkg: string) => pkg.replace("@zag-js/", "")

/**
 * Serves the Docs tab's reference, generated from the pinned zag packages' published types at build time
 * (scripts/docs-reference/): `virtual:zag-docs`, each machine's definition key and a loader for
 * `virtual:zag-docs/<package>` (`<package>/group` for a group machine), its reference alone, so a page loads
 * only its machines' (both lazily).
 */
export function docsReference(): Plugin {
  let root = process.cwd()
  let generated: Promise<Record<string, GeneratedMachine>> | undefined
  const load = () => (generated ??= generateReferences(root))
  return {
    name: "zag-gallery:docs-reference",
    configResolved(config) {
      root = config.root
    },
    resolveId(id) {
      return id === INDEX || id.startsWith(MACHINE) ? "\0" + id : undefined
    },
    async load(id, options) {
      // the server build renders no Docs tab (pre-rendered pages have no query to open it): no reference
      if (options?.ssr && id === "\0" + INDEX) return "export const machines = []"
      if (id === "\0" + INDEX) {
        const rows = Object.entries(await load()).map(
          ([id, { key }]) =>
            `{ id: ${JSON.stringify(id)}, key: ${JSON.stringify(key)}, load: () => import(${JSON.stringify(MACHINE + slugOf(id))}) }`,
        )
        return `export const machines = [\n${rows.join(",\n")}\n]`
      }
      if (!id.startsWith("\0" + MACHINE)) return
      const slug = id.slice(MACHINE.length + 1)
      const machine = (await load())[`@zag-js/${slug}`]
      if (!machine) throw new Error(`${MACHINE}${slug}: no machine @zag-js/${slug}`)
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(machine.reference))})`
    },
  }
}
