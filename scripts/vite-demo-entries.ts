import { join } from "node:path"
import type { Plugin } from "vite"
import { demoFolders } from "../src/demos/demoFolders"

const PREFIX = "virtual:demo-entry/"

/** Whether a module id (as the bundler resolved it) is a demo route's own entry. */
export const isDemoEntry = (id: string) => id.startsWith("\0" + PREFIX)
/** The slug of a demo route's own entry, by its module id. */
export const demoEntrySlug = (id: string) => id.slice(PREFIX.length + 1)

/**
 * One entry per demo route beside index.html's: it imports the demo's page and the shell's demo route
 * statically and boots with them, so a pre-rendered demo page (scripts/prerender.mjs loads that entry)
 * hydrates before its load event, with no dynamic import on the way. The entries are named
 * `demo-<slug>` in the manifest.
 */
export function demoEntries(): Plugin {
  let slugs: string[] = []
  return {
    name: "zag-gallery:demo-entries",
    apply: (config, env) => env.command === "build" && !config.build?.ssr,
    config(config) {
      slugs = demoFolders(join(config.root ?? process.cwd(), "src/demos"))
      const input = Object.fromEntries(slugs.map((slug) => [`demo-${slug}`, PREFIX + slug]))
      return { build: { rolldownOptions: { input: { index: "index.html", ...input } } } }
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? "\0" + id : undefined
    },
    load(id) {
      if (!isDemoEntry(id)) return
      const slug = demoEntrySlug(id)
      if (!slugs.includes(slug)) throw new Error(`no demo folder for /${slug}`)
      // the page module, found as src/demos/pageModules.ts finds it (a unit test holds each folder to one)
      const pages = `/src/demos/${slug}/*Page.tsx`
      return [
        `const [Page] = Object.values(import.meta.glob(${JSON.stringify(pages)}, { eager: true, import: "default" }))`,
        `import DemoRoute from "/src/app/DemoRoute.tsx"`,
        `import { flushSync } from "react-dom"`,
        `import { boot } from "/src/boot.tsx"`,
        `import { replayEarlyInput } from "/src/app/earlyInput.ts"`,
        `boot({ slug: ${JSON.stringify(slug)}, Page, DemoRoute, flushSync })`,
        `replayEarlyInput()`,
      ].join("\n")
    },
  }
}
