import type { DemoEntry } from "../demos/facts"
import { pageAtPath } from "../demos/pageList"
import { EMBED_PREFIX } from "../workbench/url/isolation"
import { componentAt, pagesOfComponent } from "./pageIndex"

/**
 * `embed`: the page's isolation route (`/embed/<path>`), its widget alone. `pending`: a path of a component
 * whose pages' entries have not arrived yet (./pageIndex.ts); the shell waits for them.
 */
export type RouteMatch =
  { kind: "home" } | { kind: "demo"; demo: DemoEntry; embed?: true } | { kind: "pending" } | { kind: "not-found" }

/** "/accordion/" and "/accordion" are the same page (static hosts serve both). */
export function normalizePath(pathname: string) {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname
}

/**
 * What a path shows. Every path is static (a page's slug, or one of its aliases: src/demos/pageList.ts), so
 * this is a lookup: the component named by the path's first segment, then its page at that path.
 */
export function matchRoute(pathname: string): RouteMatch {
  const path = normalizePath(pathname)
  if (path === "/") return { kind: "home" }
  const embed = path.startsWith(`${EMBED_PREFIX}/`)
  const rest = path.slice(embed ? EMBED_PREFIX.length + 1 : 1)
  const component = componentAt(rest)
  if (!component) return { kind: "not-found" }
  const pages = pagesOfComponent(component.slug)
  if (!pages) return { kind: "pending" }
  const demo = pageAtPath(component.slug, pages, rest)
  if (!demo) return { kind: "not-found" }
  return embed ? { kind: "demo", demo, embed } : { kind: "demo", demo }
}
