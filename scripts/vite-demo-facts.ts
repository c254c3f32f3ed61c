import { join } from "node:path"
import { type Plugin, runnerImport } from "vite"
import type { FactsBySlug } from "../src/demos/derive"
import { demoViews } from "../src/demos/derive"

const PREFIX = "virtual:demos/"
const FACTS_MODULE = "src/demos/allFacts.ts"
/** Files whose change changes the facts: a demo's `demo.ts` and the modules they import. */
const FACTS_SOURCE = /\/src\/demos\/([^/]+\/demo|facts|interactionSteps|derive|allFacts)\.ts$/

/**
 * Serves `virtual:demos/<view>` (labels, descriptions, groups, keywords, timing-driven; see
 * src/demos/derive.ts): each demo folder's `demo.ts` is evaluated in Node at build time, and each module
 * carries one field of every demo as plain data, so each bundle gets only what it shows.
 */
/** Every demo folder's facts, evaluated in Node by a module runner of its own (without the gallery's config). */
export async function loadFacts(root: string): Promise<FactsBySlug> {
  const { module } = await runnerImport<{ allFacts: FactsBySlug }>(join(root, FACTS_MODULE), {
    configFile: false,
    root,
    logLevel: "error",
  })
  return module.allFacts
}

export function demoFacts(): Plugin {
  let root = process.cwd()
  let views: Promise<ReturnType<typeof demoViews>> | undefined
  const load = async () => demoViews(await loadFacts(root))
  return {
    name: "zag-gallery:demo-facts",
    configResolved(config) {
      root = config.root
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? "\0" + id : undefined
    },
    async load(id) {
      if (!id.startsWith("\0" + PREFIX)) return
      const name = id.slice(PREFIX.length + 1)
      views ??= load()
      const view = (await views)[name as keyof Awaited<typeof views>]
      if (!view) throw new Error(`${PREFIX}${name}: no such view of the demos' facts (src/demos/derive.ts)`)
      return Object.entries(view)
        .map(([field, value]) => `export const ${field} = ${JSON.stringify(value)}`)
        .join("\n")
    },
    configureServer(server) {
      // the dev server: a changed fact reloads the page with fresh views
      server.watcher.on("all", (_event, file) => {
        if (!FACTS_SOURCE.test(file)) return
        views = undefined
        for (const module of server.moduleGraph.idToModuleMap.values())
          if (module.id?.startsWith("\0" + PREFIX)) server.moduleGraph.invalidateModule(module)
        server.ws.send({ type: "full-reload" })
      })
    },
  }
}
