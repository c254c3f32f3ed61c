import { useSyncExternalStore } from "react"

const subscribe = () => () => {}

/**
 * False while the page is pre-rendered and hydrated, true after. Today's month and date are the visitor's,
 * not the build's: whatever shows them is written once this is true, so hydration never compares them.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
