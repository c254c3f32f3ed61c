import type { EventObject, Params } from "@zag-js/core"
import { currentMachines } from "./inspectedMachines"
import { nextFrame } from "./nextFrame"
import { claimPageErrors } from "./pageErrors"
import type { MachineRecorder, SendFailure, Trial } from "./recorder"
import { tick } from "./replayer"
import { travelTo } from "./travel"

/** The payload a failed event's handlers asked for, as JSON with the values left out: `{"value": …}`. */
export function expectedPayload(missing: string[]): string | null {
  return missing.length ? `{${missing.map((key) => `${JSON.stringify(key)}: …`).join(", ")}}` : null
}

/** What the Send panel says of a failed event: the error, the payload its handlers read, and the page's fate. */
export function failureText(type: string, failure: SendFailure, restored: boolean): string {
  const expected = expectedPayload(failure.missing)
  const keys = failure.missing.join(", ")
  return [
    `${type} failed: ${failure.message}.`.replace(/\.\.$/, "."),
    expected && `Its handlers read ${keys}, which the payload lacks: it expects a payload like ${expected}.`,
    restored ? "The page is back as it was before it." : "It changed nothing.",
  ]
    .filter(Boolean)
    .join(" ")
}

/**
 * Sends an event from the Inspector; when its handling throws or breaks the page, the page is rebuilt as
 * it was before it (the history is replayed without it). Resolves with what went wrong, "" when nothing did.
 */
export async function sendSafely(recorder: MachineRecorder, event: EventObject): Promise<string> {
  // read now: a page that fails to render unregisters its machines
  const recorders = currentMachines().map((m) => m.recorder)
  const { failure, restore } = await sendAndSettle(recorder, event)
  if (!failure) return ""
  if (restore) await travelTo(null, recorders.includes(recorder) ? recorders : [recorder])
  return failureText(event.type, failure, restore)
}

/** How an event sent from the Inspector went: `restore` when the page must be rebuilt without it. */
export type SendOutcome = { failure: SendFailure | null; restore: boolean }

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyParams = Params<any>

// keys zag and the runtime read on any event, which no payload has to give
const ZAG_KEYS = new Set(["type", "src", "replaces", "previousEvent", "current", "previous", "then", "toJSON"])

/** The event as a handler sees it, noting each key it reads that the payload does not have. */
function readsOf<E extends object>(event: E, missing: Set<string>): E {
  return new Proxy(event, {
    get(target, key, receiver) {
      if (typeof key === "string" && !(key in target) && !ZAG_KEYS.has(key)) missing.add(key)
      return Reflect.get(target, key, receiver) as unknown
    },
  })
}

/**
 * The handling of one Inspector event: a throw in a guard, action, effect or flushed update is caught
 * as its failure (zag handles events in a microtask, out of reach of a try around send), and once it has
 * failed, the rest of its handling is skipped (a guard is false).
 */
function trialOf(recorder: MachineRecorder, event: EventObject) {
  const missing = new Set<string>()
  let failure: SendFailure | null = null
  let broken = false
  const fail = (error: unknown, brokePage = false) => {
    broken ||= brokePage
    if (failure) return
    failure = { message: error instanceof Error ? error.message : String(error), missing: [...missing] }
    recorder.markFailed(event, failure)
  }
  const caught = (work: () => unknown) => {
    try {
      const result = work()
      // an action may start async work (the QR code's download): its rejection is the event's failure too
      if (result instanceof Promise) result.catch(fail)
      return result
    } catch (error) {
      fail(error)
      return undefined
    }
  }
  const guarded = (work: () => unknown) => () => (failure ? undefined : caught(work))
  const trial: Trial = {
    touched: false,
    run: (fn, params: AnyParams) =>
      guarded(() =>
        fn({
          ...params,
          event: readsOf(params.event, missing),
          flush: (work: () => void) => params.flush(guarded(work)),
        }),
      )(),
  }
  return { trial, fail, caught, failure: () => failure, broken: () => broken }
}

/**
 * While an Inspector event is handled, the frames and timers the page asks for run their callbacks through
 * `caught`: zag's handlers defer work to them (the pin input's paste reads the event's value a frame later).
 * Returns the restore.
 */
function deferredThrough(caught: (work: () => unknown) => unknown): () => void {
  const { requestAnimationFrame: frame, setTimeout: timer } = window
  window.requestAnimationFrame = (callback) => frame((time) => void caught(() => callback(time)))
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) =>
    typeof handler === "function"
      ? timer(() => void caught(() => (handler as (...a: unknown[]) => unknown)(...args)), delay)
      : timer(handler, delay, ...args)) as typeof window.setTimeout
  return () => {
    window.requestAnimationFrame = frame
    window.setTimeout = timer
  }
}

/**
 * Sends an event from the Inspector and waits until the page has rendered it: zag's microtasks are done
 * after a macrotask, and React's render of a context change (a scheduler task, when no input event gives
 * it priority) by the next frame. Meanwhile an error the page throws is the event's.
 */
export async function sendAndSettle(recorder: MachineRecorder, event: EventObject): Promise<SendOutcome> {
  const from = recorder.state()
  const last = recorder.history().at(-1)?.id ?? 0
  const handling = trialOf(recorder, event)
  const endTrial = recorder.trial(event, handling.trial)
  const release = claimPageErrors((error) => handling.fail(error, true))
  const restoreTimers = deferredThrough(handling.caught)
  try {
    recorder.sendFromInspector(event)
    await tick()
    await nextFrame()
    await tick()
  } finally {
    restoreTimers()
    release()
    endTrial()
  }
  const failure = handling.failure()
  const restore = !!failure && (handling.broken() || handling.trial.touched || recorder.state() !== from)
  // what it did before the page is rebuilt without it is undone too
  if (restore) for (const row of recorder.history()) if (row.id > last && row.event !== event) row.undone = true
  return { failure, restore }
}
