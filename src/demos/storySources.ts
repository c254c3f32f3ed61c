/**
 * Every story module's own source (Vite's `?raw`), each its own lazy chunk: the Code tab shows it. Only
 * that tab imports this map.
 */
const sources = import.meta.glob<string>("./*/stories/*.tsx", { query: "?raw", import: "default" })

export async function loadStorySource(component: string, story: string): Promise<string | undefined> {
  const load = sources[`./${component}/stories/${story}.tsx`]
  return load ? await load() : undefined
}
