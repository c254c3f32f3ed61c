import {
  type EventObject,
  ensureStateIndex,
  findTransition,
  getStateChain,
  type Machine,
  type MachineSchema,
  type Params,
  resolveStateValue,
  type Service,
} from "@zag-js/core"
import { claimPageErrors } from "./pageErrors"

// This module is on every demo's first load: it stays small, and the inspector (lazy) reads what it records.

/**
 * zag's state helpers for the lazily loaded inspector, handed over as a value: a static import there
 * makes the bundler split them out of the first-load chunk they share with useMachine.
 */
const core = { ensureStateIndex, findTransition, getStateChain, resolveStateValue }
export type ZagStates = typeof core

/**
 * Who sent an event: the page (the widget's handlers, or a DOM listener of the machine's effects),
 * the machine itself (its actions, guards, watch, or an effect's timer), or the Inspector.
 * Replays resend the page's and the Inspector's events; the machine's own happen again by themselves.
 */
export type EventSource = "user" | "machine" | "inspector"

/** One event the machine received, with the state before and after and the context keys it changed. */
export type LoggedEvent = {
  /** one sequence for every machine of the page, so their events can be replayed in order */
  id: number
  /** ms since the page loaded */
  time: number
  type: string
  event: EventObject
  from: string
  to: string
  changes: Record<string, { before: unknown; after: unknown }> | null
  source: EventSource
  /** the named guards zag evaluated for this event, in order, with their results */
  guards: Array<[string, boolean]>
  /** an Inspector event whose handling threw, or broke the page as it rendered: never replayed */
  failure?: SendFailure
  /** logged while a failed event was handled, which the page was then rebuilt without: never replayed */
  undone?: true
}

/** What went wrong with an event sent from the Inspector. */
export type SendFailure = {
  message: string
  /** the payload keys its handlers read that the event lacks, in the order they were read */
  missing: string[]
}

/** How an event sent from the Inspector went: `restore` when the page must be rebuilt without it. */
export type SendOutcome = { failure: SendFailure | null; restore: boolean }

/** An Inspector event being handled: what its handlers read that it lacks, and whether it failed. */
type Trial = { missing: Set<string>; failure: SendFailure | null; broken: boolean; touched: boolean }

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

const macrotask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
/**
 * Until the page has rendered what an event did: zag's microtasks are done after a macrotask, and React's
 * render of a context change (a scheduler task, when no input event gives it priority) before the next
 * frame; a hidden page gets no frames, hence the timer.
 */
async function rendered() {
  await macrotask()
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 100)
    requestAnimationFrame(() => {
      clearTimeout(timer)
      resolve()
    })
  })
  await macrotask()
}

// zag's machine types are deeply generic; the recorder only moves functions and values around
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyMachine = Machine<any>
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyService = Service<any>
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyParams = Params<any>
type BindableFn = Parameters<NonNullable<AnyMachine["context"]>>[0]["bindable"]

/** A service returned by useInspectedMachine carries its recorder under this key (shared with the lazy inspector). */
export const RECORDER = Symbol.for("zag-gallery.recorder")

export type MachineRecorder = ReturnType<typeof createRecorder>

let nextId = 1
/**
 * Set by the Inspector while it replays or shows a past moment: `blockInput` drops the page's own
 * events (the widget takes no input), `muted` logs nothing (a replay for time travel rebuilds no log).
 */
export const replay = { blockInput: false, muted: false }

/**
 * Records every event one machine instance receives, without forking zag: `send` is tapped where the
 * page gets it (what `connect` receives) and where the machine gets it (the params of its actions,
 * guards, effects and watch), and each context bindable's onChange reports what changed.
 * The log lives here, outside React state; the inspector subscribes to it.
 */
export function createRecorder(definition: AnyMachine) {
  const limit = 500
  // every event since the page loaded, for replays; the log shows the newest `limit` after the last Clear
  const historyLimit = 5000
  const history: LoggedEvent[] = []
  let clearedAt = 0
  let rows: LoggedEvent[] = []
  /** events went unlogged (paused, or the history overflowed): a replay of the history would be wrong */
  let gaps = false
  let paused = false
  let service: AnyService | null = null
  let open: LoggedEvent | null = null
  // context set in a microtask of the handler (zag's flush) still belongs to the event just logged
  let late: LoggedEvent | null = null
  let lateTimer: ReturnType<typeof setTimeout> | 0 = 0
  const keys = new WeakMap<object, string>()
  // the Inspector's events being handled (zag hands each handler the very object that was sent)
  const trials = new Map<EventObject, Trial>()
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((listener) => listener())
  const state = () => String(service?.state.ref.current ?? "")

  // queued right before zag's own microtask for the event
  const begin = (event: EventObject, source: EventSource) => {
    if (service?.getStatus() !== "Started" || replay.muted) return
    const from = state()
    open = {
      id: nextId++,
      time: Math.round(performance.now()),
      type: event.type,
      event,
      from,
      to: from,
      changes: null,
      source,
      guards: [],
    }
  }
  // queued right after it: a state change is rendered synchronously (flushSync) by then
  const end = () => {
    const row = open
    if (!row) return
    open = null
    row.to = state()
    if (history.push(row) > historyLimit) gaps = !!history.shift()
    rows = history.filter((r) => r.id > clearedAt).slice(-limit)
    late = row
    lateTimer ||= setTimeout(() => {
      late = null
      lateTimer = 0
    })
    notify()
  }
  const changed = (bindable: object, before: unknown, after: unknown) => {
    trials.forEach((trial) => (trial.touched = true))
    const row = open ?? late
    const key = keys.get(bindable)
    if (!row || !key || paused) return
    const changes = (row.changes ??= {})
    if (changes[key]) changes[key].after = after
    else changes[key] = { before, after }
    if (row === late) notify()
  }

  const sendFrom =
    (source: EventSource, replaying = false) =>
    (event: EventObject) => {
      if (source === "user" && replay.blockInput && !replaying) return
      gaps ||= paused
      if (!paused) queueMicrotask(() => begin(event, source))
      service?.send(event)
      if (!paused) queueMicrotask(end)
    }
  const send = sendFrom("user")
  const sendInspector = sendFrom("inspector")
  const machineSend = sendFrom("machine")
  // an effect's send answers a DOM event (a listener: the user's input) or a timer or observer (the machine's own)
  const effectSend = (event: EventObject) => (window.event ? send : machineSend)(event)

  const fail = (event: EventObject, trial: Trial, error: unknown, broken = false) => {
    trial.broken ||= broken
    if (trial.failure) return
    trial.failure = { message: error instanceof Error ? error.message : String(error), missing: [...trial.missing] }
    const row = open?.event === event ? open : history.findLast((r) => r.event === event)
    if (row) row.failure = trial.failure
    notify()
  }
  /**
   * Runs a handler. For an event sent from the Inspector, a throw is caught as that event's failure (zag
   * handles events in a microtask, out of reach of a try around send), and once it failed, the rest of
   * its handling is skipped (a guard is false).
   */
  const withSend =
    (fn: (params: AnyParams) => unknown, tapped = machineSend) =>
    (params: AnyParams) => {
      const event = params.event?.current?.()
      const trial = event && trials.get(event)
      if (!trial) return fn({ ...params, send: tapped })
      if (trial.failure) return undefined
      const guarded = (work: () => void) => () => {
        if (trial.failure) return
        try {
          work()
        } catch (error) {
          fail(event, trial, error)
        }
      }
      try {
        return fn({
          ...params,
          send: tapped,
          event: readsOf(params.event, trial.missing),
          flush: (work: () => void) => params.flush(guarded(work)),
        })
      } catch (error) {
        fail(event, trial, error)
        return undefined
      }
    }
  const tapAll = <F extends (params: AnyParams) => unknown>(fns?: Record<string, F>) =>
    fns && Object.fromEntries(Object.entries(fns).map(([name, fn]) => [name, withSend(fn)]))
  // while the Inspector shows a past moment, effects that capture the page's input (a modal's focus trap,
  // scroll lock, outside-click layer, hidden siblings) stay off, so the Inspector itself stays usable
  const capturesInput =
    /^(trapFocus|prevent(Scroll|Interaction)|hideContentBelow|trackDismissable|trackInteractOutside)/
  const tapEffects = <F extends (params: AnyParams) => unknown>(fns?: Record<string, F>) =>
    fns &&
    Object.fromEntries(
      Object.entries(fns).map(([name, fn]) => {
        const tapped = withSend(fn, effectSend)
        return [name, (params: AnyParams) => (replay.muted && capturesInput.test(name) ? undefined : tapped(params))]
      }),
    )
  const tapGuards = <F extends (params: AnyParams) => unknown>(fns?: Record<string, F>) =>
    fns &&
    Object.fromEntries(
      Object.entries(fns).map(([name, fn]) => [
        name,
        (params: AnyParams) => {
          const result = withSend(fn)(params)
          open?.guards.push([name, !!result])
          return result
        },
      ]),
    )

  const tapBindable = (base: BindableFn): BindableFn =>
    Object.assign(
      ((props) => {
        const created = base(() => {
          const own = props()
          return {
            ...own,
            onChange(value, prev) {
              changed(created, prev, value)
              own.onChange?.(value, prev)
            },
          }
        })
        return created
      }) as BindableFn,
      { cleanup: base.cleanup, ref: base.ref },
    )

  const { implementations: impl, context, watch } = definition
  const machine: AnyMachine = {
    ...definition,
    watch: watch && withSend(watch),
    context:
      context &&
      ((params) => {
        const bindables = context({ ...params, bindable: tapBindable(params.bindable) })
        for (const key in bindables) keys.set(bindables[key], key)
        return bindables
      }),
    implementations: impl && {
      guards: tapGuards(impl.guards),
      actions: tapAll(impl.actions),
      effects: tapEffects(impl.effects),
    },
  } as AnyMachine

  const recorder = {
    definition,
    machine,
    core,
    limit,
    /** oldest first: the log since the last Clear */
    rows: () => rows,
    /** oldest first: every event since the page loaded, unless `gaps` */
    history: () => history,
    gaps: () => gaps,
    /**
     * Sends an event typed in the Inspector, logged as such; resolves once it is handled and the page
     * rendered it. Its handlers' throws and the page's errors meanwhile are its failure, not the page's.
     */
    async sendFromInspector(event: EventObject): Promise<SendOutcome> {
      const trial: Trial = { missing: new Set(), failure: null, broken: false, touched: false }
      const from = state()
      const firstId = nextId
      trials.set(event, trial)
      const release = claimPageErrors((error) => fail(event, trial, error, true))
      try {
        sendInspector(event)
        await rendered()
      } finally {
        trials.delete(event)
        release()
      }
      const restore = !!trial.failure && (trial.broken || trial.touched || state() !== from)
      if (restore) for (const row of history) if (row.id >= firstId && row.event !== event) row.undone = true
      return { failure: trial.failure, restore }
    },
    /** Replays a recorded event of the page into the current instance, while the page's input is blocked. */
    replaySend: sendFrom("user", true),
    state,
    service: () => service,
    paused: () => paused,
    setPaused(value: boolean) {
      paused = value
      notify()
    },
    clear() {
      clearedAt = nextId - 1
      rows = []
      notify()
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /** The page's service with the tapped send (zag returns a new service object on each render too). */
    attach<T extends MachineSchema>(current: Service<T>): Service<T> {
      service = current as AnyService
      return Object.assign({}, current, { send, [RECORDER]: recorder })
    },
  }
  return recorder
}
