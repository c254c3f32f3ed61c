import type { EventObject } from "@zag-js/core"
import { currentMachines, restartPage } from "./inspectedMachines"
import { nextFrame } from "./nextFrame"
import { type LoggedEvent, type MachineRecorder, replay } from "./recorder"

/** One event to send again: to which machine, and the state that machine was in once it had settled. */
export type PlannedEvent = {
  recorder: MachineRecorder
  event: EventObject
  /** 1-based, in that machine's history: how the divergence message names it */
  position: number
  /** the recorded state before the next replayed event; null: not checked */
  expected: string | null
}

/** The page's and the Inspector's events are sent again; the machine's own (timers, actions) happen again by themselves. */
export const replayable = (row: LoggedEvent) => row.source !== "machine"

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
      .filter((r) => r.id >= row.id && r.id < boundary)
      .at(-1)
    return { recorder, event: row.event, position, expected: settled?.to ?? null }
  })
}

/** A macrotask without the timer clamp: zag's microtasks, the events they send and React's renders are done by then. */
export const tick = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })

/** Waits until every machine registered on the page has started (its first state is entered). */
export async function waitForStartedMachines(
  isFresh: (recorder: MachineRecorder) => boolean = () => true,
  timeout = 5000,
) {
  const deadline = performance.now() + timeout
  for (;;) {
    const recorders = currentMachines().map((m) => m.recorder)
    if (recorders.length && recorders.every((r) => isFresh(r) && r.service()?.getStatus() === "Started"))
      return recorders
    if (performance.now() > deadline) throw new Error("The page's machines did not start.")
    await tick()
  }
}

/** Sends the plan's events one by one; returns the divergence, if any, else "". Stops when `cancelled()`. */
export async function sendPlan(plan: PlannedEvent[], cancelled: () => boolean = () => false): Promise<string> {
  for (const { recorder, event, position, expected } of plan) {
    if (cancelled()) return ""
    const before = recorder.state()
    recorder.replaySend(event)
    await tick()
    // a new state's entry may wait a frame for its elements (a drag's moves don't: replays stay fast)
    if (recorder.state() !== before) await nextFrame()
    const got = recorder.state()
    if (expected !== null && got !== expected)
      return `Replay diverged at event ${position} (${event.type}): expected ${expected}, got ${got}`
  }
  return ""
}

/**
 * Starts the page over with fresh machines that keep their recorders, and replays the history up to
 * `until` into them without logging (the log stays as recorded). The page's input stays blocked when
 * `keepBlocked` (time travel shows a past moment).
 */
export async function replayHistory(until: number, keepBlocked: boolean, cancelled: () => boolean): Promise<string> {
  const recorders = currentMachines().map((m) => m.recorder)
  const before = new Map(recorders.map((r) => [r, r.service()?.getStatus]))
  const plan = planFromHistory(recorders, until)
  const focused = document.activeElement?.closest("[data-focus-key]")?.getAttribute("data-focus-key")
  // the Inspector is started over with the page: its control keeps the focus, which the widget can't take
  const refocus = () =>
    focused && document.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(focused)}"]`)?.focus()
  const inert = (on: boolean) => {
    document.querySelector("main")?.toggleAttribute("inert", on)
    // for the widget's parts portalled out of <main> (see inspector.css)
    document.documentElement.toggleAttribute("data-inspector-past", on)
  }
  replay.blockInput = true
  replay.muted = true
  try {
    restartPage(recorders)
    await waitForStartedMachines((r) => r.service()?.getStatus !== before.get(r))
    inert(true)
    refocus()
    const diverged = await sendPlan(plan, cancelled)
    if (!cancelled()) inert(keepBlocked)
    refocus()
    return diverged
  } finally {
    // a newer replay has taken over the flags
    if (!cancelled()) {
      replay.muted = keepBlocked
      replay.blockInput = keepBlocked
    }
  }
}
