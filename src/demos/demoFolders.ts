import { existsSync, readdirSync } from "node:fs"
import { join } from "node:path"

/**
 * The demos' slugs: each folder of `demosFolder` (src/demos/) that holds a `demo.ts`, by name. The one
 * convention that makes a folder a demo: the facts (src/demos/allFacts.ts) and the build's demo entries
 * (scripts/vite-demo-entries.ts) both find demos with it.
 */
export const demoFolders = (demosFolder: string): string[] =>
  readdirSync(demosFolder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(demosFolder, entry.name, "demo.ts")))
    .map((entry) => entry.name)
    .sort()
