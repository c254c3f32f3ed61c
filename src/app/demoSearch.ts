import { useEffect, useState } from "react"
import { demos } from "virtual:demos/labels"
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

/** The demos a query finds; all of them for no query. Until the search has loaded, labels containing the query. */
export function useDemoSearch(query: string): readonly DemoEntry[] {
  const [, setLoaded] = useState(false)
  useEffect(() => {
    if (query && !search)
      loadSearch().then(
        () => setLoaded(true),
        () => undefined,
      )
  }, [query])
  const text = query.trim()
  if (!text) return demos
  return search ? search(text) : demos.filter((demo) => demo.label.toLowerCase().includes(text.toLowerCase()))
}
