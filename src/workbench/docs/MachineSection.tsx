import { Statechart } from "../inspector/statechart"
import type { MachineRecorder } from "../inspector/recorder"
import { setViewSetting } from "../viewSettings/useViewSettings"
import { DocsEntry, DocsName } from "./DocsEntry"

const eventsOf = (transitions: { event: string }[]) => [...new Set(transitions.map((each) => each.event))]

/** The machine's states and the events each accepts, read from the running definition as the Inspector reads it. */
export function MachineSection({ recorder }: { recorder: MachineRecorder }) {
  const chart = Statechart.of(recorder.definition, recorder.core)
  const anyState = eventsOf(chart.anyState)
  return (
    <>
      <p>
        <button type="button" className="panel-button" onClick={() => setViewSetting("tab", "inspector")}>
          Open its statechart in the Inspector
        </button>
      </p>
      <ul className="docs-list">
        {chart.states.map((state) => (
          <DocsEntry key={state.path} name={<DocsName>{state.path}</DocsName>}>
            <EventList events={eventsOf(state.transitions)} />
          </DocsEntry>
        ))}
        {anyState.length > 0 && (
          <DocsEntry name="In any state">
            <EventList events={anyState} />
          </DocsEntry>
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
