import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { dirname, join, relative } from "node:path"
import { describe, expect, it } from "vitest"
import { demos } from "./demos/registry"

// Every link in README.md and docs/**/*.md must lead somewhere in a clone of the repo: a file that exists,
// a heading that exists (GitHub's anchor for it), or one of the gallery's routes. Nothing may point at a
// local server, which is a dead link on GitHub.

const root = join(import.meta.dirname, "..")
const routes = new Set(["/", ...demos.flatMap(({ slug }) => [`/${slug}`, `/embed/${slug}`])])

function markdownFiles(): string[] {
  const docs = readdirSync(join(root, "docs"), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".md"))
    .map((name) => join("docs", name))
  return ["README.md", ...docs.sort()]
}

/** Markdown with its fenced code blocks and inline code spans blanked, so that code is not read as links. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "").replace(/`+[^`\n]*`+/g, "")
}

/** The targets of `[text](target)` and `![alt](target)`, and of `<a href>` / `<img src>`. */
function linkTargets(markdown: string): string[] {
  const text = withoutCode(markdown)
  const inline = [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1])
  const html = [...text.matchAll(/<(?:a|img)\s[^>]*?(?:href|src)="([^"]+)"/g)].map((match) => match[1])
  return [...inline, ...html]
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  for (const [, heading] of withoutCode(markdown.replace(/`([^`\n]*)`/g, "$1")).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const base = heading
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M} _-]/gu, "")
      .replace(/ /g, "-")
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    anchors.add(count === 0 ? base : `${base}-${count}`)
  }
  return anchors
}

const LOCAL_HOST = /^(localhost|127(\.\d+){3}|0\.0\.0\.0|\[::1\])(:\d+)?$/i

/** Why `target`, linked from the markdown file `from` (a path relative to the repo), leads nowhere; or null. */
function brokenLink(from: string, target: string): string | null {
  if (/^https?:\/\//i.test(target)) {
    return LOCAL_HOST.test(new URL(target).host) ? "links to a local server; use a relative route" : null
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return null // mailto: and the like
  const [beforeHash, anchor] = target.split("#", 2)
  const path = beforeHash.split("?", 1)[0]
  if (path.startsWith("/")) {
    return routes.has(path) ? null : `no such route (${path}): not "/" nor a demo in src/demos/registry.ts`
  }
  const file = path === "" ? from : join(dirname(from), decodeURIComponent(path))
  if (relative(root, join(root, file)).startsWith("..")) return `leads out of the repository (${file})`
  if (!existsSync(join(root, file))) return `no such file (${file})`
  if (anchor === undefined) return null
  if (!file.endsWith(".md") || statSync(join(root, file)).isDirectory())
    return `an anchor on a file that isn't markdown`
  const anchors = headingAnchors(readFileSync(join(root, file), "utf8"))
  return anchors.has(anchor) ? null : `no heading in ${file} has the anchor #${anchor}`
}

describe("links in README.md and docs/", () => {
  it.each(markdownFiles())("%s links only to files, headings and routes that exist", (file) => {
    const broken = linkTargets(readFileSync(join(root, file), "utf8"))
      .map((target) => ({ target, why: brokenLink(file, target) }))
      .filter(({ why }) => why !== null)
    expect(broken).toEqual([])
  })
})

describe("the link check itself", () => {
  it("reads inline links, images and HTML links, but not code", () => {
    const markdown = [
      "See [the select](/select?multiple=true) and ![shot](docs/images/x.png).",
      '<a href="/tabs">tabs</a> and `[not](/a-link)`',
      "```sh",
      "[nor](/this) in a code block",
      "```",
    ].join("\n")
    expect(linkTargets(markdown)).toEqual(["/select?multiple=true", "docs/images/x.png", "/tabs"])
  })

  it("names headings as GitHub does", () => {
    const anchors = headingAnchors(
      "# Zag Gallery\n## The Code and Accessibility tabs\n## `npm test`, in brief\n## Run it\n## Run it",
    )
    expect([...anchors]).toEqual([
      "zag-gallery",
      "the-code-and-accessibility-tabs",
      "npm-test-in-brief",
      "run-it",
      "run-it-1",
    ])
  })

  it("accepts what exists", () => {
    expect(brokenLink("README.md", "/")).toBeNull()
    expect(brokenLink("README.md", "/select?multiple=true")).toBeNull()
    expect(brokenLink("README.md", "/embed/accordion?dir=rtl")).toBeNull()
    expect(brokenLink("README.md", "package.json")).toBeNull()
    expect(brokenLink("README.md", "src/demos/")).toBeNull()
    expect(brokenLink("docs/x.md", "../README.md#zag-gallery")).toBeNull()
    expect(brokenLink("README.md", "https://zagjs.com")).toBeNull()
  })

  it("refuses a missing file, a missing heading, an unknown route and a local server", () => {
    expect(brokenLink("README.md", "docs/no-such-file.md")).toMatch(/no such file/)
    expect(brokenLink("README.md", "README.md#no-such-heading")).toMatch(/no heading/)
    expect(brokenLink("README.md", "#no-such-heading")).toMatch(/no heading/)
    expect(brokenLink("README.md", "/json-tree")).toMatch(/no such route/)
    expect(brokenLink("README.md", "/embed/json-tree")).toMatch(/no such route/)
    expect(brokenLink("README.md", "http://127.0.0.1:4173/select")).toMatch(/local server/)
    expect(brokenLink("README.md", "http://localhost:5173/")).toMatch(/local server/)
    expect(brokenLink("README.md", "../outside.md")).toMatch(/out of the repository/)
  })
})
