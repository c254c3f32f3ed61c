import type { Machine } from "@zag-js/core"
import { createContext } from "react"

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any machine's definition
type AnyMachine = Machine<any>

/** What a story page tells the machines its story module runs (./useStoryMachine.ts). */
export type StoryContextValue = {
  /** The Inspector's names of the story's machines, in the order it first runs them. */
  names: readonly string[]
  /** The Controls tab's values (dotted keys expanded), for the story's first machine. */
  controls: Record<string, unknown>
  /** Each machine definition's place in the order the story first ran them. */
  order: WeakMap<AnyMachine, number>
  /** How many machine definitions the story has run so far. */
  count: { value: number }
  /** How many machines the story has run under each name (a second "Select" is "Select 2"). */
  named: Map<string, number>
  /** Called after each render of a component running one of the story's machines (its props may have changed). */
  rendered: Set<() => void>
}

export const StoryContext = createContext<StoryContextValue | null>(null)

/** A definition's place in its story's order, given the first time the story runs it. */
export function machineIndex(story: StoryContextValue, machine: AnyMachine): number {
  let index = story.order.get(machine)
  if (index === undefined) {
    index = story.count.value++
    story.order.set(machine, index)
  }
  return index
}
