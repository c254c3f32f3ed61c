import { existsSync } from "node:fs"
import { join } from "node:path"
import type { Plugin } from "vite"
import { loadFacts } from "./vite-demo-facts"
import { type PageFacts, pagesOf } from "../src/demos/derive"
import { isStoryModule } from "../src/demos/pageList"

const PREFIX = "virtual:demo-entry/"

/** Whether a module id (as the bundler resolved it) is a demo route's own entry. */
export const isDemoEntry = (id: string) => id.startsWith("\0" + PREFIX)
/** The slug of a demo route's own entry, by its module id. */
export const demoEntrySlug = (id: string) => id.slice(PREFIX.length + 1)
/** A page's entry name in the build's input (a story's slash would make a folder). */
export const entryName = (slug: string) => `demo-${slug.replace("/", "--")}`

/**
 * One entry per demo route beside index.html's: it imports the demo's page and the shell's demo route
 * statically and boots with them, so a pre-rendered demo page (scripts/prerender.mjs loads that entry)
 * hydrates before its load event, with no dynamic import on the way. The entries are named
 * `demo-<slug>` in the manifest.
 */
export function demoEntries(): Plugin {
  let pages = new Map<string, PageFacts>()
  let root = process.cwd()
  return {
    name: "zag-gallery:demo-entries",
    apply: (config, env) => env.command === "build" && !config.build?.ssr,
    async config(config) {
      root = config.root ?? process.cwd()
      pages = new Map(pagesOf(await loadFacts(root)).map((page) => [page.slug, page]))
      const input = Object.fromEntries([...pages.keys()].map((slug) => [entryName(slug), PREFIX + slug]))
      return { build: { rolldownOptions: { input: { index: "index.html", ...input } } } }
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? "\0" + id : undefined
    },
    load(id) {
      if (!isDemoEntry(id)) return
      const slug = demoEntrySlug(id)
      const demo = pages.get(slug)
      if (!demo) throw new Error(`no page for /${slug}`)
      return [
        ...pageImport(root, demo),
        `import DemoRoute from "/src/app/DemoRoute.tsx"`,
        `import { flushSync } from "react-dom"`,
        `import { boot } from "/src/boot.tsx"`,
        `import { replayEarlyInput } from "/src/app/earlyInput.ts"`,
        `import { pages } from ${JSON.stringify(`virtual:demos/component/${demo.component}`)}`,
        `boot({ slug: ${JSON.stringify(slug)}, pages, Page, DemoRoute, flushSync })`,
        `replayEarlyInput()`,
      ].join("\n")
    },
  }
}

/** The entry's lines that define `Page`, as src/demos/pageModules.ts loads it (a unit test holds them to one). */
function pageImport(root: string, demo: PageFacts): string[] {
  if (!isStoryModule(demo)) {
    const pages = `/src/demos/${demo.slug}/*Page.tsx`
    return [
      `const [Page] = Object.values(import.meta.glob(${JSON.stringify(pages)}, { eager: true, import: "default" }))`,
    ]
  }
  const path = `/src/demos/${demo.component}/stories/${demo.story}`
  const controls = existsSync(join(root, `${path}.controls.ts`))
  return [
    `import Story from ${JSON.stringify(`${path}.tsx`)}`,
    controls ? `import controls from ${JSON.stringify(`${path}.controls.ts`)}` : `const controls = undefined`,
    `import { storyPage } from "/src/workbench/story/StoryPage.tsx"`,
    // its own facts, written in: the module of every story's (src/demos/pageModules.ts) is for navigations
    `const Page = storyPage(Story, { ...${JSON.stringify({ viz: demo.viz, machines: demo.machines })}, controls })`,
  ]
}
