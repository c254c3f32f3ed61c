import { fileURLToPath } from "node:url"
import type { Plugin } from "vite"

/** A story module: `src/demos/<component>/stories/<story>.tsx`, or a module of its own beside it. */
const STORY_MODULE = /\/src\/demos\/[^/]+\/stories\//
const ADAPTER = fileURLToPath(new URL("../src/workbench/story/zagReact.ts", import.meta.url))

/**
 * In story modules, `@zag-js/react` is the gallery's (src/workbench/story/zagReact.ts): zag's adapter whose
 * `useMachine` also feeds the workbench. So a story's source is what a zag user writes, and the Code tab
 * shows it as it is.
 */
export function storyModules(): Plugin {
  return {
    name: "zag-gallery:story-modules",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === "@zag-js/react" && importer && STORY_MODULE.test(importer.replaceAll("\\", "/"))) return ADAPTER
    },
  }
}
