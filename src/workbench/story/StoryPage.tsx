import { type ComponentType, useContext, useEffect, useMemo, useReducer, useState } from "react"
import { defineControls, type ControlSchema, type ControlSpec } from "../controls/schema"
import { useControls } from "../controls/useControls"
import { DemoMain } from "../DemoMain"
import { type InspectedMachine, useInspectedMachines } from "../inspector/inspectedMachines"
import { Toolbar } from "../Toolbar"
import { JsonView } from "../visualizer/StateVisualizer"
import { StoryContext, type StoryContextValue } from "./storyContext"

/** What the gallery knows of a story module beyond its code: its facts and its controls. */
export type StoryOptions = {
  /** The Inspector's names of its machines, in the order it first runs them. */
  machines?: readonly string[]
  /** Opens on the Visualizer tab. */
  viz?: true
  controls?: ControlSpec<ControlSchema>
}

const noControls = defineControls({})

/**
 * A story module's page: the story in the workbench's stage, and the panel with its controls and one
 * visualizer per machine it runs. The story itself is a zag user's component; its machines reach the
 * panel through `useMachine` (./useStoryMachine.ts).
 */
export function storyPage(Story: ComponentType, options: StoryOptions): ComponentType {
  return function StoryPage() {
    const controls = useControls(options.controls ?? noControls)
    const [story] = useState<StoryContextValue>(() => ({
      names: options.machines ?? [],
      controls: {},
      order: new WeakMap(),
      count: { value: 0 },
      named: new Map(),
      rendered: new Set(),
    }))
    const value = useMemo(
      () => ({ ...story, controls: controls.context as Record<string, unknown> }),
      [story, controls.context],
    )
    return (
      <StoryContext.Provider value={value}>
        <DemoMain>
          <Story />
        </DemoMain>
        <Toolbar controls={controls} viz={options.viz || Object.keys(controls.schema).length === 0}>
          <StoryVisualizers />
        </Toolbar>
      </StoryContext.Provider>
    )
  }
}

/** One visualizer per machine the story runs, named as in the Inspector. */
function StoryVisualizers() {
  const machines = useInspectedMachines()
  return machines.map((machine, index) => <MachineVisualizer key={index} machine={machine} />)
}

/**
 * A machine's context keys: its definition's `context` builds one bindable per key, here from stand-ins (the
 * real ones are built inside zag's hook), so the keys can be read without running the machine.
 */
function contextKeysOf(definition: InspectedMachine["recorder"]["definition"]): string[] {
  try {
    // whatever a definition reads of its props or scope while it lists its keys: callable, and any field of it too
    const anything: unknown = new Proxy(() => anything, { get: () => anything, apply: () => anything })
    const params = { prop: () => anything, bindable: () => ({}), scope: anything, computed: () => anything }
    return Object.keys(definition.context?.(params as never) ?? {})
  } catch {
    return []
  }
}

function MachineVisualizer({ machine }: { machine: InspectedMachine }) {
  const { recorder, label } = machine
  const story = useContext(StoryContext)
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  // after each event the machine receives, and each render of the story around it
  useEffect(() => {
    const unsubscribe = recorder.subscribe(rerender)
    story?.rendered.add(rerender)
    return () => {
      unsubscribe()
      story?.rendered.delete(rerender)
    }
  }, [recorder, story])
  const keys = useMemo(() => contextKeysOf(recorder.definition), [recorder])
  const service = recorder.service()
  const snapshot = service && {
    state: service.state.get(),
    event: service.event.current().type || undefined,
    context: Object.fromEntries(keys.map((key) => [key, service.context.get(key)])),
  }
  return <JsonView label={label} value={snapshot} omit={["collection"]} />
}
