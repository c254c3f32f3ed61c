import { useEffect, useState } from "react"
import type { DemoEntry } from "../demos/facts"

type Search = (query: string) => DemoEntry[]

let search: Search | undefined
let loading: Promise<unknown> | undefined

/**
 * match-sorter and the demos' keywords are fetched when the field is first focused (or typed in), so no
 * route's first load pays for them.
 */
export function loadSearch() {
  loading ??= import("./searchDemos").then((module) => (search = module.searchDemos))
  return loading
}

/** The pages a query finds, best first; none for no query; `undefined` while the search is loading. */
export function useDemoSearch(query: string): readonly DemoEntry[] | undefined {
  const [, setLoaded] = useState(false)
  useEffect(() => {
    if (query && !search)
      loadSearch().then(
        () => setLoaded(true),
        () => undefined,
      )
  }, [query])
  const text = query.trim()
  if (!text) return []
  return search?.(text)
}
