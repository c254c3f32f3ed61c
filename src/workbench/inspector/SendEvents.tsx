import { useId, useState } from "react"
import type { MachineRecorder } from "./recorder"
import { sendSafely } from "./sendSafely"
import type { Statechart } from "./statechart"

type Said = { error: string; status: string }
// what the panel last said, per machine: a failure that broke the page remounts the Inspector with it
const said = new WeakMap<MachineRecorder, Said>()

type SendEventsProps = { recorder: MachineRecorder; chart: Statechart; active: string[]; disabled: boolean }

/** The events the definition accepts in the current state: its state chain's and the root's, once each. */
export function acceptedEvents(chart: Statechart, active: string[]): string[] {
  const declared = chart.states.filter((state) => active.includes(state.path)).flatMap((state) => state.transitions)
  return [...new Set([...declared, ...chart.anyState].map((t) => t.event))].sort()
}

/** Parses the payload field: empty is no payload; anything but a JSON object is refused, with the reason. */
export function parsePayload(text: string): { payload: Record<string, unknown> } | { error: string } {
  if (!text.trim()) return { payload: {} }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    return { error: `The payload is not valid JSON: ${(error as Error).message}` }
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return { error: 'The payload must be a JSON object, like {"value": [50]}.' }
  if ("type" in value) return { error: "The payload can't set type: the button names the event." }
  return { payload: value as Record<string, unknown> }
}

/** "Send OPEN" buttons for the events the current state accepts, and a JSON payload sent with them. */
export function SendEvents({ recorder, chart, active, disabled }: SendEventsProps) {
  const id = useId()
  const [text, setText] = useState("")
  const [{ error, status }, setSaid] = useState<Said>(() => said.get(recorder) ?? { error: "", status: "" })
  const say = (next: Said) => {
    said.set(recorder, next)
    setSaid(next)
  }
  const events = acceptedEvents(chart, active)

  const send = async (type: string) => {
    const parsed = parsePayload(text)
    if ("error" in parsed) return say({ error: parsed.error, status: "" })
    say({ error: "", status: `Sending ${type}…` })
    const failed = await sendSafely(recorder, { ...parsed.payload, type })
    // the Inspector may have been remounted meanwhile: the next one shows it
    say(failed ? { error: failed, status: "" } : { error: "", status: `Sent ${type}.` })
  }

  return (
    <div className="inspector-send" role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="inspector-send-title">
        Events this state accepts
      </p>
      <label htmlFor={`${id}-payload`}>Payload (JSON)</label>
      <input
        id={`${id}-payload`}
        className="inspector-payload"
        dir="ltr"
        spellCheck={false}
        placeholder='{"value": [40]}'
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="inspector-error" role="alert">
          {error}
        </p>
      )}
      {events.length === 0 ? (
        <p className="inspector-empty">This state accepts no events.</p>
      ) : (
        <ul className="inspector-send-list">
          {events.map((type) => (
            <li key={type}>
              <button type="button" disabled={disabled} onClick={() => void send(type)}>
                Send {type}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="inspector-log-status" role="status">
        {disabled ? "Sending is off while the page shows a past event." : status}
      </p>
    </div>
  )
}
