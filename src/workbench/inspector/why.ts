import type { Machine } from "@zag-js/core"
import type { LoggedEvent, ZagStates } from "./recorder"

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyMachine = Machine<any>
type Guard = string | ((params: { guard: (name: string) => boolean }) => boolean)

/** Whether the event changed the machine: its state or any context key. */
export const changedSomething = (row: LoggedEvent) => row.from !== row.to || row.changes !== null

/**
 * Why an event changed nothing, read from the definition (which transitions the state chain offers
 * for the event) and the results of the guards zag evaluated for it; null when it changed something.
 */
export function whyNothingHappened(row: LoggedEvent, machine: AnyMachine, core: ZagStates): string | null {
  if (changedSomething(row) || !row.from) return null
  const { transitions, source } = core.findTransition(machine, row.from, row.type)
  const list = (Array.isArray(transitions) ? transitions : transitions ? [transitions] : []) as Array<{ guard?: Guard }>
  if (list.length === 0) return `no transition for ${row.type} in state ${row.from}`
  const guards = row.guards.map(([name, result]) => `guard ${name} was ${result}`).join(", ")
  const handled = `handled in ${source ?? "the machine's root"}, no change`
  const passed = list.map((t) => guardPassed(t.guard, row.guards))
  if (passed.includes(true)) return guards ? `${handled} (${guards})` : handled
  if (passed.includes(null))
    return `an inline guard decided, and its result is not recorded${guards ? ` (${guards})` : ""}`
  return guards || `no guard of its ${list.length} transitions passed`
}

/**
 * A transition's guard from the recorded results of the named guards: a name is looked up, and a
 * combination of names (zag's and/or/not) is evaluated over those results; null for an inline guard
 * that reads more than other guards.
 */
function guardPassed(guard: Guard | undefined, results: Array<[string, boolean]>): boolean | null {
  if (!guard) return true
  const lookup = (name: string) => results.find(([n]) => n === name)?.[1] ?? false
  if (typeof guard === "string") return lookup(guard)
  try {
    return !!guard({ guard: lookup })
  } catch {
    return null
  }
}
