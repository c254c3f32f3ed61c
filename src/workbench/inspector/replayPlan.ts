import type { EventObject } from "@zag-js/core"
import type { LoggedEvent, MachineRecorder } from "./recorder"

/** One event to send again: to which machine, and the state that machine was in once it had settled. */
export type PlannedEvent = {
  recorder: MachineRecorder
  event: EventObject
  /** 1-based, in that machine's history: how the divergence message names it */
  position: number
  /** the recorded state before the next replayed event; null: not checked */
  expected: string | null
}

/** Whether the event counts in a replay: not one that failed, nor one the page was rebuilt without. */
const counted = (row: LoggedEvent) => !row.failure && !row.undone

/**
 * The page's and the Inspector's events are sent again; the machine's own (timers, actions) happen again
 * by themselves; a failed one, and what it did before the page was rebuilt without it, never.
 */
export const replayable = (row: LoggedEvent) => row.source !== "machine" && counted(row)

/**
 * The replayable events of every machine up to `until` (a row id), in the order they were sent. Each
 * expects its machine's state as it was just before the next replayed event (or at `until`).
 */
export function planFromHistory(recorders: MachineRecorder[], until = Infinity): PlannedEvent[] {
  const sent = recorders
    .flatMap((recorder) =>
      recorder
        .history()
        .map((row, index) => ({ recorder, row, position: index + 1 }))
        .filter(({ row }) => row.id <= until && replayable(row)),
    )
    .sort((a, b) => a.row.id - b.row.id)
  return sent.map(({ recorder, row, position }, i) => {
    const boundary = sent[i + 1]?.row.id ?? until + 1
    const settled = recorder
      .history()
      .filter((r) => r.id >= row.id && r.id < boundary && counted(r))
      .at(-1)
    return { recorder, event: row.event, position, expected: settled?.to ?? null }
  })
}
