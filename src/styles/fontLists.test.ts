import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"

// Each family a font list names and the browser lacks is one more font lookup inside the first frame's layout
// (in traces of /tabs on Linux, the old lists' lookups made that layout 14 ms against 10). So the lists name a
// family only where no generic gives it: the reason is beside each one.
const NAMED_FAMILIES: Record<string, string> = {
  Menlo: "ui-monospace outside Safari, on macOS",
  Consolas: "ui-monospace outside Safari, on Windows",
  Georgia: "the toggle group's serif sample; serif alone is Times",
}
const GENERIC = new Set(["system-ui", "sans-serif", "serif", "monospace", "ui-monospace", "inherit"])

const src = join(import.meta.dirname, "..")

/** Every font list in the CSS: `font-family`, the `--font` and `--mono` tokens, and `font` shorthands. */
function fontLists(css: string): string[][] {
  const lists: string[][] = []
  for (const [, property, value] of css.matchAll(/(?:^|[;{\s])(font-family|--font|--mono|font)\s*:([^;}]+)/g)) {
    let families = value.trim()
    if (families.startsWith("var(") || families === "inherit") continue
    // a shorthand's families follow its size (and line height)
    if (property === "font") families = families.replace(/^.*?\d[\w%.]*(\/[\w.%]+)?\s+/s, "")
    lists.push(families.split(",").map((family) => family.trim().replace(/^["']|["']$/g, "")))
  }
  return lists
}

const cssFiles = readdirSync(src, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".css"))
const lists = cssFiles.flatMap((file) =>
  fontLists(readFileSync(join(src, file), "utf8")).map((families) => ({ file, families })),
)

describe("font lists", () => {
  it("are found: the shell's tokens and the toggle group's sample among them", () => {
    expect(lists.find(({ file }) => file === join("styles", "base.css"))?.families).toContain("system-ui")
    expect(lists.some(({ families }) => families.includes("Georgia"))).toBe(true)
  })

  it.each(lists)("$file: $families names no family a generic already gives", ({ families }) => {
    const named = families.filter((family) => !GENERIC.has(family))
    expect(named.filter((family) => !(family in NAMED_FAMILIES))).toEqual([])
  })

  it.each(lists)("$file: $families ends with a generic family", ({ families }) => {
    expect(GENERIC.has(families.at(-1) ?? "")).toBe(true)
  })
})
