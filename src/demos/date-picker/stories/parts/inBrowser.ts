import { useSyncExternalStore } from "react"

const subscribe = () => () => {}

/**
 * False while the page is pre-rendered and hydrated, true after: a calendar that is always shown draws its
 * days once in the browser, where today is the visitor's (the pre-rendered page's was the build's).
 */
export function useInBrowser() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
