import { useState } from "react"
import type { LoggedEvent } from "./recorder"

/**
 * The log shows the newest event first: one that arrives while a row is pressed would push that row down
 * between press and release, and the click would land on another row, or on none. While a pointer is down
 * on the log, it keeps showing the rows it had; they update once the press has ended, after its click.
 */
export function useRowsHeldWhilePressed(rows: LoggedEvent[]) {
  const [held, setHeld] = useState<LoggedEvent[] | null>(null)
  const onPointerDown = () => {
    setHeld(rows)
    const release = () => {
      removeEventListener("pointerup", release, true)
      removeEventListener("pointercancel", release, true)
      // the click follows the pointerup in the same task
      setTimeout(() => setHeld(null))
    }
    addEventListener("pointerup", release, true)
    addEventListener("pointercancel", release, true)
  }
  return { shownRows: held ?? rows, onPointerDown }
}
