import type { Plugin } from "vite"
import { type Graph, isAppLayer, reach } from "./import-graph"
import { isDemoEntry } from "./vite-demo-entries"

/** What every machine's page runs, named by package and export (its module is found in the graph). */
const ZAG_RUNTIME: Record<string, string> = {
  "@zag-js/core": "createMachine",
  "@zag-js/react": "normalizeProps",
  "@zag-js/anatomy": "createAnatomy",
}

/** The module of `pkg` that defines `name`: it exports it, and none of the modules it imports does (a re-export). */
function definingModule(graph: Graph, modules: string[], pkg: string, name: string): string {
  const exporters = modules.filter(
    (id) => id.includes(`/node_modules/${pkg}/`) && graph.getModuleInfo(id)?.exports.includes(name),
  )
  const defining = exporters.filter(
    (id) => !graph.getModuleInfo(id)!.importedIds.some((imported) => exporters.includes(imported)),
  )
  if (defining.length !== 1) throw new Error(`found ${defining.length} modules defining ${pkg}'s ${name}`)
  return defining[0]
}

const isStoryWorkbench = (id: string) => /\/src\/workbench\/story\//.test(id)

/**
 * The forced chunks, read off the import graph rather than file names, so that renaming or adding a
 * module cannot move it between chunks unnoticed:
 * - `shell`: what the main entry (src/main.tsx, index.html's script) imports statically, deep: every page
 *   loads it; the entry itself stays in index.html's own small chunk.
 * - `workbench`: what demo pages load of the app's layers besides the shell: the app modules that a demo
 *   entry (scripts/vite-demo-entries.ts) or a demo's code imports statically (the workbench, the demo
 *   route, the early-click replay), with what they use of their own imports (the bundler follows them),
 *   and the zag runtime every machine needs (ZAG_RUNTIME). On their own they were
 *   several small chunks, each paying a request and its own compression on each first load. The app's
 *   lazy parts (what its own `import()`s load, like the Inspector and the Code tab, with what they import
 *   statically) keep their chunks, even when one demo imports a piece of them (the splitter, the panel's fix).
 * The workbench's part for story modules' pages only (src/workbench/story/) is in neither.
 * Returns the plugin that computes the membership once the graph is built, and the chunk of a module.
 */
export function chunkGroups(mainEntry: string) {
  const chunkOf = new Map<string, "shell" | "workbench">()
  const plugin: Plugin = {
    name: "zag-gallery:chunk-groups",
    apply: (config, env) => env.command === "build" && !config.build?.ssr,
    buildEnd() {
      chunkOf.clear()
      const info = (id: string) => this.getModuleInfo(id)
      const shell = reach(this, [mainEntry])
      shell.delete(mainEntry)
      for (const id of shell) chunkOf.set(id, "shell")

      const modules = [...this.getModuleIds()]
      const entries = modules.filter(isDemoEntry)
      const lazyTargets = modules
        .filter(isAppLayer)
        .flatMap((id) => info(id)?.dynamicallyImportedIds ?? [])
        .filter(isAppLayer)
      const lazy = reach(this, lazyTargets, isAppLayer)
      for (const entry of entries)
        for (const imported of info(entry)?.importedIds ?? [])
          if (isAppLayer(imported) && !shell.has(imported)) chunkOf.set(imported, "workbench")
      for (const [pkg, name] of Object.entries(ZAG_RUNTIME))
        chunkOf.set(definingModule(this, modules, pkg, name), "workbench")
      // the demos' own code: everything a demo entry reaches outside the app's layers
      const demoCode = reach(this, entries, (id) => !isAppLayer(id) && !shell.has(id))
      for (const from of demoCode)
        for (const imported of info(from)?.importedIds ?? [])
          if (isAppLayer(imported) && !shell.has(imported) && !lazy.has(imported)) chunkOf.set(imported, "workbench")
      // what only story modules' pages run (the story page, its `useMachine`) stays out of the workbench: the
      // bundler gives it a chunk of its own, which the other pages never load
      for (const id of modules) if (isStoryWorkbench(id)) chunkOf.delete(id)
    },
  }
  return { plugin, chunkOf: (id: string) => chunkOf.get(id) ?? null }
}
