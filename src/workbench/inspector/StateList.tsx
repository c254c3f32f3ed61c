import { memo } from "react"
import { sameProps } from "./sameProps"
import type { ChartTransition, Statechart } from "./statechart"

/** An event that changed nothing, shown under the state it was sent in, with the reason. */
export type IgnoredNote = { state: string; event: string; why: string }

type StateListProps = {
  chart: Statechart
  label: string
  active: string[]
  taken: string | null
  ignored: IgnoredNote | null
}

/** The statechart as a list: what screen readers (and tests) read; the graph shows the same. */
export const StateList = memo(function StateList({ chart, label, active, taken, ignored }: StateListProps) {
  return (
    <div className="inspector-states" role="region" aria-label={`States of ${label}`} tabIndex={0}>
      <ul>
        {chart.states.map((state) => {
          const current = active.includes(state.path)
          return (
            <li key={state.path} aria-current={current ? "true" : undefined} data-depth={state.depth}>
              <span className="inspector-state-name" dir="ltr">
                {state.path}
              </span>
              {state.tags.length > 0 && <span className="inspector-tags"> tags: {state.tags.join(", ")}</span>}
              {state.initial && <span className="inspector-tags"> initial: {state.initial}</span>}
              <Transitions transitions={state.transitions} from={state.path} taken={taken} />
              {ignored?.state === state.path && (
                <p className="inspector-ignored" dir="ltr">
                  {ignored.event} changed nothing: {ignored.why}
                </p>
              )}
            </li>
          )
        })}
        {chart.anyState.length > 0 && (
          <li className="inspector-any">
            <span className="inspector-state-name">from any state</span>
            <Transitions transitions={chart.anyState} from="any state" taken={taken} />
          </li>
        )}
      </ul>
    </div>
  )
}, sameProps)

function Transitions({
  transitions,
  from,
  taken,
}: {
  transitions: ChartTransition[]
  from: string
  taken: string | null
}) {
  if (transitions.length === 0) return <span className="inspector-tags"> (no transitions of its own)</span>
  return (
    <ul aria-label={`Transitions from ${from}`}>
      {transitions.map((t) => (
        <li key={t.key} data-taken={t.key === taken ? "" : undefined} dir="ltr">
          {t.event} → {t.target ?? "stays"}
          {t.guard && <span className="inspector-guard"> [{t.guard}]</span>}
          {t.actions.length > 0 && <span className="inspector-actions"> / {t.actions.join(", ")}</span>}
        </li>
      ))}
    </ul>
  )
}
