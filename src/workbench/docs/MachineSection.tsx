import { Statechart } from "../inspector/statechart"
import type { MachineRecorder } from "../inspector/recorder"
import { setViewSetting } from "../viewSettings/useViewSettings"

const eventsOf = (transitions: { event: string }[]) => [...new Set(transitions.map((each) => each.event))]

/** The machine's states and the events each accepts, read from the running definition as the Inspector reads it. */
export function MachineSection({ recorder }: { recorder: MachineRecorder }) {
  const chart = Statechart.of(recorder.definition, recorder.core)
  const anyState = eventsOf(chart.anyState)
  return (
    <>
      <p>
        <button type="button" className="docs-link-button" onClick={() => setViewSetting("tab", "inspector")}>
          Open its statechart in the Inspector
        </button>
      </p>
      <ul className="docs-list">
        {chart.states.map((state) => (
          <li key={state.path} className="docs-entry">
            <p className="docs-entry-head">
              <code className="docs-name" dir="ltr">
                {state.path}
              </code>
            </p>
            <EventList events={eventsOf(state.transitions)} />
          </li>
        ))}
        {anyState.length > 0 && (
          <li className="docs-entry">
            <p className="docs-entry-head">In any state</p>
            <EventList events={anyState} />
          </li>
        )}
      </ul>
    </>
  )
}

function EventList({ events }: { events: string[] }) {
  if (events.length === 0) return <p className="docs-description">Accepts no event.</p>
  return (
    <p className="docs-description" dir="ltr">
      {events.map((event, index) => (
        <span key={event}>
          {index > 0 && ", "}
          <code>{event}</code>
        </span>
      ))}
    </p>
  )
}
