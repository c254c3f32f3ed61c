import type { Machine, MachineSchema, Service } from "@zag-js/core"
import { useContext, useEffect, useState } from "react"
import { useInspectedMachine } from "../inspector/useInspectedMachine"
import { regionsInside } from "../regions"
import { useViewSettings } from "../viewSettings/useViewSettings"
import { machineIndex, StoryContext } from "./storyContext"

/**
 * What `useMachine` of `@zag-js/react` is in a story module (the build resolves that import to ./zagReact.ts
 * there): the same machine, with the view settings' `dir` and `locale` unless the story sets them, the
 * Controls tab's values on the story's first machine, the Inspector's tap under the machine's name, and a
 * press or focus in the workbench counted as inside. The story's own code stays a zag user's code.
 */
export function useStoryMachine<T extends MachineSchema>(machine: Machine<T>, props?: Partial<T["props"]>): Service<T> {
  const story = useContext(StoryContext)
  const { dir, locale } = useViewSettings()
  const index = story ? machineIndex(story, machine) : 0
  const controls = story && index === 0 ? story.controls : {}
  const base = story?.names[index] ?? story?.names[0] ?? "Machine"
  // a second machine of the same kind is named apart ("Select 2") in the Visualizer and the Inspector; a kind
  // the story numbers itself ("Dialog 1") goes on counting ("Dialog 2")
  const [name] = useState(() => {
    const count = (story?.named.get(base) ?? 0) + 1
    story?.named.set(base, count)
    const numbered = /^(.*) 1$/.exec(base)
    return count === 1 ? base : `${numbered ? numbered[1] : base} ${count}`
  })
  const merged = { dir, locale, ...props, ...controls } as Partial<T["props"]>
  // the visualizers show what the story's own state feeds the machine, too
  useEffect(() => story?.rendered.forEach((listener) => listener()))
  return useInspectedMachine(machine, regionsInside(merged), name)
}
