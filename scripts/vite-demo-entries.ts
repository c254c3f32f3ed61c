import { readdirSync } from "node:fs"
import { join } from "node:path"
import type { Plugin } from "vite"

const PREFIX = "virtual:demo-entry/"

/** Whether a module id (as the bundler resolved it) is a demo route's own entry. */
export const isDemoEntry = (id: string) => id.startsWith("\0" + PREFIX)
/** The slug of a demo route's own entry, by its module id. */
export const demoEntrySlug = (id: string) => id.slice(PREFIX.length + 1)

/** Every demo folder's page module, by slug: src/demos/<slug>/<Name>Page.tsx (src/demos/pageModules.ts's convention). */
function pageModules(root: string): Map<string, string> {
  const demos = join(root, "src/demos")
  const pages = new Map<string, string>()
  for (const entry of readdirSync(demos, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue
    const page = readdirSync(join(demos, entry.name)).find((file) => /^[A-Z]\w*Page\.tsx$/.test(file))
    if (page) pages.set(entry.name, join(demos, entry.name, page))
  }
  return pages
}

/**
 * One entry per demo route beside index.html's: it imports the demo's page and the shell's demo route
 * statically and boots with them, so a pre-rendered demo page (scripts/prerender.mjs loads that entry)
 * hydrates before its load event, with no dynamic import on the way. The entries are named
 * `demo-<slug>` in the manifest.
 */
export function demoEntries(): Plugin {
  let pages = new Map<string, string>()
  return {
    name: "zag-gallery:demo-entries",
    apply: (config, env) => env.command === "build" && !config.build?.ssr,
    config(config) {
      pages = pageModules(config.root ?? process.cwd())
      const input = Object.fromEntries([...pages.keys()].map((slug) => [`demo-${slug}`, PREFIX + slug]))
      return { build: { rolldownOptions: { input: { index: "index.html", ...input } } } }
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? "\0" + id : undefined
    },
    load(id) {
      if (!isDemoEntry(id)) return
      const slug = demoEntrySlug(id)
      const page = pages.get(slug)
      if (!page) throw new Error(`no page module for /${slug}`)
      return [
        `import Page from ${JSON.stringify(page)}`,
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
