import type { MachineSchema, Service } from "@zag-js/core"
import { highlightJson } from "./highlightJson"
import { toDisplayValue } from "./toDisplayValue"

type StateVisualizerProps<T extends MachineSchema> = {
  service: Service<T>
  /** Context keys to show; the machine does not list them itself. */
  context: ReadonlyArray<keyof T["context"]>
  /** Machine props worth watching next to the context (usually the ones the controls change). */
  props?: ReadonlyArray<keyof T["props"]>
  label?: string
  /** Keys dropped at any depth (large collections, internals). */
  omit?: readonly string[]
}

export function StateVisualizer<T extends MachineSchema>(visualizerProps: StateVisualizerProps<T>) {
  const { service, context, props = [], label, omit } = visualizerProps
  const snapshot = {
    state: service.state.get(),
    event: service.event.current().type || undefined,
    context: Object.fromEntries(context.map((key) => [key, service.context.get(key)])),
    props: props.length > 0 ? Object.fromEntries(props.map((key) => [key, service.prop(key)])) : undefined,
  }
  return <JsonView label={label ?? "Visualizer"} value={snapshot} omit={omit} />
}

export function JsonView({ label, value, omit }: { label: string; value: unknown; omit?: readonly string[] }) {
  const json = JSON.stringify(toDisplayValue(value, omit), null, 2) ?? "undefined"
  return (
    <div className="viz">
      <details open>
        <summary>{label}</summary>
        <pre dir="ltr">
          {highlightJson(json).map((token, i) =>
            token.kind ? (
              <span key={i} className={`json-${token.kind}`}>
                {token.text}
              </span>
            ) : (
              token.text
            ),
          )}
        </pre>
      </details>
    </div>
  )
}
