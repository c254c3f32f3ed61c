import { useLayoutEffect, useSyncExternalStore } from "react"

/** The toolbar tab on screen, which the settings bar shows when the URL names none. */
let openTab: string | null = null
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function publish(tab: string | null) {
  openTab = tab
  for (const listener of listeners) listener()
}

/** Called by the toolbar with the key of its open tab. */
export function useReportOpenTab(tab: string) {
  useLayoutEffect(() => {
    publish(tab)
    return () => publish(null)
  }, [tab])
}

export function useOpenTab() {
  return useSyncExternalStore(
    subscribe,
    () => openTab,
    () => null,
  )
}
