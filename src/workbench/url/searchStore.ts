import { useSyncExternalStore } from "react"

/**
 * The page's query string as an external store. Control changes replace it synchronously with
 * `history.replaceState` (keeping the router's history state), so two quick changes always build
 * on each other, and every reader sees the same value in the same render. Navigations made by the
 * router or by back/forward are picked up on the next render or the `popstate` event.
 */
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  window.addEventListener("popstate", listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener("popstate", listener)
  }
}

const readSearch = () => window.location.search
/** Pre-rendered markup is made without a URL: it shows the defaults, and hydration then applies the query. */
const serverSearch = () => ""

export function useSearch(): string {
  return useSyncExternalStore(subscribe, readSearch, serverSearch)
}

export function currentSearch(): string {
  return typeof window === "undefined" ? "" : window.location.search
}

/** Replaces the query string of the current entry, leaving the path, hash and history state as they are. */
export function replaceSearch(params: URLSearchParams) {
  const query = params.toString()
  const url = `${window.location.pathname}${query ? `?${query}` : ""}${window.location.hash}`
  window.history.replaceState(window.history.state, "", url)
  for (const listener of listeners) listener()
}
