import type { CodeTemplate } from "../workbench/code/snippet"
import type { DemoCode } from "../workbench/demoInfo"
import type { DemoEntry } from "./facts"
import { isStoryModule } from "./pageList"
import { loadStorySource } from "./storySources"

/**
 * Every demo's snippet template (`src/demos/<slug>/code.ts`), each its own lazy chunk. Only the Code tab
 * imports this map, so no template is loaded before that tab opens.
 */
const templates = import.meta.glob<{ default: CodeTemplate }>("./*/code.ts")

export async function loadCodeTemplate(slug: string): Promise<CodeTemplate | undefined> {
  const load = templates[`./${slug}/code.ts`]
  return load ? (await load()).default : undefined
}

/** What the Code tab shows of a page: a story module's own source, or a gallery page's snippet template. */
export async function loadPageCode(demo: DemoEntry): Promise<DemoCode | undefined> {
  if (!isStoryModule(demo)) return loadCodeTemplate(demo.slug)
  const source = await loadStorySource(demo.component, demo.story)
  return source === undefined ? undefined : { source }
}
