import type { MachineSchema, Service } from "@zag-js/core"
import { createContext, useContext, useEffect, useState } from "react"
import { whenIdleAfterLoad } from "../afterLoad"
import { useHydrated } from "../hydration"

export type StateVisualizerProps<T extends MachineSchema> = {
  service: Service<T>
  /** Context keys to show; the machine does not list them itself. */
  context: ReadonlyArray<keyof T["context"]>
  /** Machine props worth watching next to the context (usually the ones the controls change). */
  props?: ReadonlyArray<keyof T["props"]>
  label?: string
  /** Keys dropped at any depth (large collections, internals). */
  omit?: readonly string[]
}

/** Whether the visualizers are on screen (the toolbar's Visualizer tab is open). */
export const VisualizerShown = createContext(true)

// The serialiser and highlighter are not part of a page's first load: they load once the page has
// loaded and the browser is idle, or as soon as a visualizer is on screen. (Not React.lazy: a Suspense
// boundary reveals on a timer, and the timer demos' tests stop the page's clock.)
let loaded: typeof import("./JsonText") | undefined
let loading: Promise<unknown> | undefined
const loadJsonText = () => (loading ??= import("./JsonText").then((module) => (loaded = module)))

let prefetching = false
function prefetchJsonText() {
  if (prefetching) return
  prefetching = true
  whenIdleAfterLoad(() => void loadJsonText().catch(() => undefined), 2000)
}

/** The JSON writer once loaded; loads it now if `needed`, else when the browser is idle. */
function useJsonText(needed: boolean) {
  const [, setReady] = useState(false)
  useEffect(() => {
    if (loaded) return
    if (!needed) return prefetchJsonText()
    let live = true
    loadJsonText().then(
      () => live && setReady(true),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [needed])
  return loaded?.jsonText
}

export function StateVisualizer<T extends MachineSchema>(visualizerProps: StateVisualizerProps<T>) {
  const { service, context, props = [], label, omit } = visualizerProps
  const shown = useContext(VisualizerShown)
  const snapshot = shown && {
    state: service.state.get(),
    event: service.event.current().type || undefined,
    context: Object.fromEntries(context.map((key) => [key, service.context.get(key)])),
    props: props.length > 0 ? Object.fromEntries(props.map((key) => [key, service.prop(key)])) : undefined,
  }
  return <JsonView label={label ?? "Visualizer"} value={snapshot} omit={omit} />
}

/** A labelled JSON view of a value; empty while it is off screen or its code is loading. */
export function JsonView({ label, value, omit }: { label: string; value: unknown; omit?: readonly string[] }) {
  const shown = useContext(VisualizerShown)
  const jsonText = useJsonText(shown)
  // a machine's context can hold the visit's date or time: the JSON is written once hydrated
  const hydrated = useHydrated()
  return (
    <div className="viz">
      <details open>
        <summary>{label}</summary>
        <pre dir="ltr">{shown && hydrated && jsonText?.(value, omit)}</pre>
      </details>
    </div>
  )
}
