/** What the build's plugins read of the bundler's module graph. */
export type ModuleInfo = {
  importedIds: readonly string[]
  dynamicallyImportedIds: readonly string[]
  exports: readonly string[]
}
export type Graph = { getModuleIds(): IterableIterator<string>; getModuleInfo(id: string): ModuleInfo | null }

/** The app's own layers (src/app: the shell and the demo route; src/workbench), as against the demos' code. */
export const isAppLayer = (id: string) => /\/src\/(app|workbench)\//.test(id) && !isPackage(id)

/** Whether a module comes from an npm package. */
export const isPackage = (id: string) => id.includes("/node_modules/")

/** The modules `from` reaches through static imports that `follow` accepts (`from` itself included). */
export function reach(graph: Graph, from: Iterable<string>, follow: (id: string) => boolean = () => true): Set<string> {
  const seen = new Set<string>()
  const visit = (id: string) => {
    if (seen.has(id)) return
    seen.add(id)
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) if (follow(imported)) visit(imported)
  }
  for (const id of from) visit(id)
  return seen
}
