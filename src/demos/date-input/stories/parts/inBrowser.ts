import { useSyncExternalStore } from "react"

const subscribe = () => () => {}

/**
 * False while the page is pre-rendered and hydrated, true after: the placeholder date is today's, and today
 * is the visitor's in the browser (the pre-rendered page's was the build's), so it is written once there.
 */
export function useInBrowser() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
