import type { Machine, Transition } from "@zag-js/core"
import type { ZagStates } from "./recorder"

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyMachine = Machine<any>
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyTransition = Transition<any>

export type ChartTransition = {
  /** stable key: source path ("" for the root), event, index among that event's transitions */
  key: string
  event: string
  /** state path the transition is declared on; null for the machine's root `on` */
  source: string | null
  /** absolute path of the declared target (not descended into initial children); null: stays */
  target: string | null
  /** a string guard's name, "inline guard" for a function, null without guard */
  guard: string | null
  actions: string[]
}

export type ChartState = {
  /** full dotted path, e.g. `open.dragging` */
  path: string
  depth: number
  /** path of the initial child, for a compound state */
  initial: string | null
  tags: string[]
  transitions: ChartTransition[]
}

const cache = new WeakMap<AnyMachine, Statechart>()

/**
 * The statechart of a machine definition, read with zag's own state helpers: every state (nested ones
 * too) with its tags and transitions, and the machine's root-level `on` ("from any state").
 */
export class Statechart {
  readonly states: ChartState[] = []
  readonly anyState: ChartTransition[]

  static of(machine: AnyMachine, core: ZagStates): Statechart {
    let chart = cache.get(machine)
    if (!chart) cache.set(machine, (chart = new Statechart(machine, core)))
    return chart
  }

  constructor(
    private readonly machine: AnyMachine,
    private readonly core: ZagStates,
  ) {
    for (const [path, state] of core.ensureStateIndex(machine)) {
      this.states.push({
        path,
        depth: path.split(".").length - 1,
        initial: state.initial ? `${path}.${String(state.initial)}` : null,
        tags: (state.tags ?? []).map(String),
        transitions: this.transitionsOf(state.on, path),
      })
    }
    this.anyState = this.transitionsOf(machine.on, null)
  }

  /** The state and its ancestors, outermost first: `open.dragging` → `open`, `open.dragging`. */
  activePaths(state: string): string[] {
    return this.core.getStateChain(this.machine, state).map((link) => link.path)
  }

  /**
   * Which declared transition took `event` from `from` to `to`: the one zag finds for the event in the
   * state chain (or the root), and among guarded alternatives the one that leads to `to`.
   */
  transitionTaken(from: string, event: string, to: string): ChartTransition | null {
    if (!from) return null
    const { transitions, source } = this.core.findTransition(this.machine, from, event)
    if (!transitions) return null
    const declared = source ? this.states.find((s) => s.path === source)?.transitions : this.anyState
    const leadsTo = (t: ChartTransition) => {
      try {
        return this.core.resolveStateValue(this.machine, t.target ?? from, source) === to
      } catch {
        return false
      }
    }
    return (declared ?? []).find((t) => t.event === event && (t.target ? leadsTo(t) : from === to)) ?? null
  }

  /** Where a declared target points, the way zag resolves it, without descending into initial children. */
  targetPath(target: string, source: string | null): string {
    const index = this.core.ensureStateIndex(this.machine)
    if (target.startsWith("#")) {
      for (const [path, state] of index) if (state.id === target.slice(1)) return path
      return target
    }
    if (target.startsWith(".") && source) return `${source}${target}`
    if (!target.includes(".") && source) {
      const segments = source.split(".")
      for (let i = segments.length - 1; i >= 1; i--) {
        const candidate = `${segments.slice(0, i).join(".")}.${target}`
        if (index.has(candidate)) return candidate
      }
    }
    return target
  }

  private transitionsOf(on: Record<string, unknown> | undefined, source: string | null) {
    const list: ChartTransition[] = []
    for (const [event, set] of Object.entries(on ?? {})) {
      const transitions = (Array.isArray(set) ? set : [set]) as Array<AnyTransition | undefined>
      transitions.forEach((transition, i) => {
        if (!transition) return
        const { guard, actions, target } = transition
        list.push({
          key: `${source ?? ""}|${event}|${i}`,
          event,
          source,
          target: target ? this.targetPath(String(target), source) : null,
          guard: typeof guard === "string" ? guard : guard ? "inline guard" : null,
          actions: Array.isArray(actions) ? actions.map(String) : [],
        })
      })
    }
    return list
  }
}
