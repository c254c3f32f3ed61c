import { useSyncExternalStore } from "react"
import type { MachineRecorder } from "./recorder"
import { replayHistory } from "./replayer"

/** The moment the page shows: `viewing` is a row id, or null for live. */
export type TravelState = { viewing: number | null; busy: boolean; message: string }

let state: TravelState = { viewing: null, busy: false, message: "" }
let generation = 0
const listeners = new Set<() => void>()
const set = (next: TravelState) => {
  state = next
  listeners.forEach((listener) => listener())
}

/**
 * Shows the page as it was right after event `id` (of any machine on the page): the page starts over
 * and the events up to it are replayed; the widget takes no input until `travelTo(null)` (back to live,
 * which replays everything).
 */
export async function travelTo(id: number | null, recorders?: MachineRecorder[]) {
  const current = ++generation
  const cancelled = () => current !== generation
  set({ viewing: id, busy: true, message: "" })
  const message = await replayHistory(id ?? Infinity, id !== null, cancelled, recorders).catch(
    (error: Error) => error.message,
  )
  if (cancelled()) return
  set({ viewing: id, busy: false, message })
}

export function useTravel(): TravelState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    () => state,
    () => state,
  )
}
