import { readFileSync } from "node:fs"
import { demos, aliases } from "./src/demos/registry.ts"
const spec = readFileSync("/work/shared/spec/stories.md", "utf8").split("\n")
let part = "", comp = ""
const have = new Set([...demos.map((d) => d.slug), ...Object.keys(aliases).map((a) => a.replace(/^\//, ""))])
const missing: Record<string, string[]> = {}
for (const line of spec) {
  if (line.startsWith("## Part")) part = line.slice(8, 9)
  const h = /^### (\S+)/.exec(line); if (h) comp = h[1]
  const row = /^\| ([a-z0-9-]+)( ✱)? \|/.exec(line)
  if (row && row[1] !== "story" && comp) {
    const slug = `${comp}/${row[1]}`
    if (!have.has(slug) && !(row[1] === "basic" && have.has(comp))) (missing[part] ??= []).push(slug)
  }
}
for (const [p, l] of Object.entries(missing)) console.log(p, l.length, l.join(" "))
