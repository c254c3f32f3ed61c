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

/**
 * An event sent from the Inspector while it is handled (sendSafely.ts): its handlers run through `run`,
 * and `touched` says whether it changed the context.
 */
export type Trial = { run(fn: (params: AnyParams) => unknown, params: AnyParams): unknown; touched: boolean }

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

  const withSend =
    (fn: (params: AnyParams) => unknown, tapped = machineSend) =>
    (params: AnyParams) => {
      const trial = trials.get(params.event?.current?.())
      const tappedParams = { ...params, send: tapped }
      return trial ? trial.run(fn, tappedParams) : fn(tappedParams)
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
  /** The props the page passes the machine itself, in any render so far. */
  const given = new Set<string>()
  /** Set by More props while it is on the page: the props it adds, read from the URL at each render. */
  let moreProps: (() => object) | undefined
  const machine: AnyMachine = {
    ...definition,
    // the Controls tab's More props (../controls/MoreProps.tsx) add theirs, for the props the page leaves unset
    props(params: Parameters<NonNullable<AnyMachine["props"]>>[0]) {
      for (const key in params.props) given.add(key)
      const props = { ...moreProps?.(), ...params.props }
      return definition.props ? definition.props({ ...params, props }) : props
    },
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
    given,
    setMoreProps(read: () => object) {
      moreProps = read
    },
    core,
    limit,
    /** oldest first: the log since the last Clear */
    rows: () => rows,
    /** oldest first: every event since the page loaded, unless `gaps` */
    history: () => history,
    gaps: () => gaps,
    /** Sends an event typed in the Inspector, logged as such (sendSafely.ts sends it as a trial). */
    sendFromInspector: sendInspector,
    /** Runs the handlers of `event` (sent from the Inspector) through `trial` until the returned function is called. */
    trial(event: EventObject, trial: Trial) {
      trials.set(event, trial)
      return () => void trials.delete(event)
    },
    /** Marks the row of an Inspector event that failed. */
    markFailed(event: EventObject, failure: SendFailure) {
      const row = open?.event === event ? open : history.findLast((r) => r.event === event)
      if (row) row.failure = failure
      notify()
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
