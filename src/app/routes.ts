import { parse } from "regexparam"
import sortRoutes from "route-sort"
import { demos } from "virtual:demos/labels"
import type { DemoEntry } from "../demos/facts"
import { EMBED_PREFIX } from "../workbench/url/isolation"

/** `embed`: the demo's isolation route (`/embed/<slug>`), its widget alone. */
export type RouteMatch = { kind: "home" } | { kind: "demo"; demo: DemoEntry; embed?: true } | { kind: "not-found" }

export type Resolved<T> = { value: T; params: Record<string, string> }

/**
 * A route table: patterns in wouter's syntax (regexparam: `/static`, `/:param`, `/:optional?`, `/*`),
 * tried best match first (route-sort ranks static segments over params over wildcards), so the order
 * the routes are declared in never matters.
 */
export function createRouteTable<T>(routes: Record<string, T>) {
  const ranked = sortRoutes(Object.keys(routes)).map((route) => ({ ...parse(route), value: routes[route] }))
  return (path: string): Resolved<T> | undefined => {
    for (const { pattern, keys, value } of ranked) {
      const match = pattern.exec(path)
      if (!match) continue
      const params: Record<string, string> = {}
      keys.forEach((key, i) => {
        if (match[i + 1] !== undefined) params[key] = decodeURIComponent(match[i + 1])
      })
      return { value, params }
    }
    return undefined
  }
}

const resolve = createRouteTable<RouteMatch>({
  "/": { kind: "home" },
  ...Object.fromEntries(demos.map((demo) => [`/${demo.slug}`, { kind: "demo", demo } satisfies RouteMatch])),
  ...Object.fromEntries(
    demos.map((demo) => [`${EMBED_PREFIX}/${demo.slug}`, { kind: "demo", demo, embed: true } satisfies RouteMatch]),
  ),
  "/*": { kind: "not-found" },
})

/** "/accordion/" and "/accordion" are the same page (static hosts serve both). */
export function normalizePath(pathname: string) {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname
}

export function matchRoute(pathname: string): RouteMatch {
  return resolve(normalizePath(pathname))?.value ?? { kind: "not-found" }
}
