import type { CodeTemplate } from "../workbench/code/snippet"

/**
 * Every demo's snippet template (`src/demos/<slug>/code.ts`), each its own lazy chunk. Only the Code tab
 * imports this map, so no template is loaded before that tab opens.
 */
const templates = import.meta.glob<{ default: CodeTemplate }>("./*/code.ts")

export async function loadCodeTemplate(slug: string): Promise<CodeTemplate | undefined> {
  const load = templates[`./${slug}/code.ts`]
  return load ? (await load()).default : undefined
}
