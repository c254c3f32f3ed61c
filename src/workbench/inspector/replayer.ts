import { currentMachines, restartPage } from "./inspectedMachines"
import { nextFrame } from "./nextFrame"
import { type MachineRecorder, replay } from "./recorder"
import { type PlannedEvent, planFromHistory } from "./replayPlan"

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
export async function replayHistory(
  until: number,
  keepBlocked: boolean,
  cancelled: () => boolean,
  // the page's machines; a page that failed to render has unregistered them
  recorders = currentMachines().map((m) => m.recorder),
): Promise<string> {
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
