import { useSyncExternalStore } from "react"

/** What the last replay link did, for the Inspector to say: "" when the page was opened without one. */
let status = { text: "", failed: false }
const listeners = new Set<() => void>()

export function setReplayStatus(text: string, failed: boolean) {
  status = { text, failed }
  listeners.forEach((listener) => listener())
}

export function useReplayStatus() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    () => status,
    () => status,
  )
}
