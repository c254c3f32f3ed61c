import { type ComponentProps, type KeyboardEvent, memo, useCallback, useRef, useState } from "react"
import { toDisplayValue } from "../visualizer/toDisplayValue"
import type { LoggedEvent, MachineRecorder } from "./recorder"
import { useRowsHeldWhilePressed } from "./heldRows"

const SHOWN = 50

type EventLogProps = {
  recorder: MachineRecorder
  /** newest first */
  rows: LoggedEvent[]
  labelledBy: string
  selectedId: number | null
  onSelect: (id: number) => void
  /** why an event changed nothing (null when it changed something) */
  why: (row: LoggedEvent) => string | null
  /** the row the page shows (time travel), null when live */
  viewing: number | null
  /** null while time travel is off */
  onTravel: ((id: number) => void) | null
}

/** The rows as plain JSON: what "Copy as JSON" writes. */
export function logAsJson(rows: LoggedEvent[]): string {
  return JSON.stringify(
    rows.map(({ time, type, from, to, changes, event, source, failure }) => ({
      time,
      event: type,
      source,
      from,
      to,
      changed: toDisplayValue(changes ?? {}),
      payload: toDisplayValue(event),
      ...(failure && { failed: failure.message }),
    })),
    null,
    2,
  )
}

export function EventLog({ recorder, rows, labelledBy, selectedId, onSelect, why, viewing, onTravel }: EventLogProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set())
  const [focusIndex, setFocusIndex] = useState(0)
  const [status, setStatus] = useState("")
  // the newest rows only, unless asked: a long table is slow to lay out on every update
  const [showAll, setShowAll] = useState(false)
  const { shownRows, onPointerDown } = useRowsHeldWhilePressed(rows)
  const visible = showAll ? shownRows : shownRows.slice(0, SHOWN)
  const rovingIndex = Math.min(focusIndex, visible.length - 1)
  const body = useRef<HTMLTableSectionElement>(null)

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(logAsJson(rows))
      setStatus(`Copied ${rows.length} ${rows.length === 1 ? "event" : "events"} as JSON.`)
    } catch {
      setStatus("The browser refused to write to the clipboard.")
    }
  }

  const toggle = useCallback(
    (id: number) =>
      setExpanded((current) => {
        const next = new Set(current)
        if (!next.delete(id)) next.add(id)
        return next
      }),
    [],
  )

  // one row's buttons are in the tab order; the arrow keys move between rows
  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const step = event.key === "ArrowDown" ? 1 : event.key === "ArrowUp" ? -1 : 0
    if (!step) return
    event.preventDefault()
    const next = Math.max(0, Math.min(visible.length - 1, rovingIndex + step))
    setFocusIndex(next)
    body.current?.querySelectorAll<HTMLButtonElement>("button.inspector-event")[next]?.focus()
  }

  return (
    <div className="inspector-log">
      <div className="inspector-log-actions">
        <button type="button" aria-pressed={recorder.paused()} onClick={() => recorder.setPaused(!recorder.paused())}>
          Pause
        </button>
        <button
          type="button"
          onClick={() => {
            recorder.clear()
            setStatus("")
          }}
        >
          Clear
        </button>
        <button type="button" onClick={copy}>
          Copy as JSON
        </button>
      </div>
      <p className="inspector-log-status" role="status">
        {recorder.paused() ? "Paused: new events are not logged. " : ""}
        {status}
      </p>
      {rows.length === 0 && <p className="inspector-empty">No events yet (at most {recorder.limit} are kept).</p>}
      <div className="inspector-table">
        <table aria-labelledby={labelledBy}>
          <colgroup>
            <col className="inspector-col-time" />
            <col className="inspector-col-event" />
            <col />
            <col />
            <col className="inspector-col-changed" />
            <col className="inspector-col-why" />
          </colgroup>
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Event</th>
              <th scope="col">From</th>
              <th scope="col">To</th>
              <th scope="col">Changed</th>
              <th scope="col">Why no change</th>
            </tr>
          </thead>
          <tbody ref={body} onKeyDown={onKeyDown} onPointerDown={onPointerDown}>
            {visible.map((row, index) => (
              <LogRow
                key={row.id}
                row={row}
                changedKeys={row.changes ? Object.keys(row.changes).join(", ") : ""}
                why={why(row)}
                failed={row.failure?.message ?? null}
                viewing={row.id === viewing}
                onTravel={onTravel}
                selected={row.id === selectedId}
                expanded={expanded.has(row.id)}
                tabbable={index === rovingIndex}
                onSelect={onSelect}
                onToggle={toggle}
              />
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > visible.length && (
        <button type="button" className="inspector-show-all" onClick={() => setShowAll(true)}>
          Show all {rows.length} events
        </button>
      )}
    </div>
  )
}

type LogRowProps = {
  row: LoggedEvent
  changedKeys: string
  why: string | null
  /** what failed, for an Inspector event whose handling failed (a row object is updated in place) */
  failed: string | null
  viewing: boolean
  onTravel: ((id: number) => void) | null
  selected: boolean
  expanded: boolean
  tabbable: boolean
  onSelect: (id: number) => void
  onToggle: (id: number) => void
}

/** A button inside a log row: pressing it does its own thing, not the row's click. */
function RowButton({
  onPress,
  ...props
}: Omit<ComponentProps<"button">, "onClick" | "type"> & { onPress: () => void }) {
  return (
    <button
      type="button"
      {...props}
      onClick={(event) => {
        event.stopPropagation()
        onPress()
      }}
    />
  )
}

const LogRow = memo(function LogRow(props: LogRowProps) {
  const { row, changedKeys, why, failed, viewing, onTravel, selected, expanded, tabbable, onSelect, onToggle } = props
  const tabIndex = tabbable ? 0 : -1
  return (
    <>
      <tr
        data-selected={selected ? "" : undefined}
        data-viewing={viewing ? "" : undefined}
        data-failed={failed !== null ? "" : undefined}
        onClick={() => onSelect(row.id)}
      >
        <td>
          {row.time}
          {onTravel && (
            <RowButton
              className="inspector-goto"
              aria-label="Go to this event"
              title="Go to this event"
              aria-pressed={viewing}
              data-focus-key={`goto-${row.id}`}
              tabIndex={tabIndex}
              onPress={() => onTravel(row.id)}
            >
              <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
                <path d="M3 3v10M13 3 6 8l7 5z" fill="currentColor" />
              </svg>
            </RowButton>
          )}
        </td>
        <td>
          <RowButton
            className="inspector-event"
            aria-pressed={selected}
            tabIndex={tabIndex}
            onPress={() => onSelect(row.id)}
          >
            {row.type}
          </RowButton>
          {row.source === "inspector" && <span className="inspector-sent"> sent from the Inspector</span>}
          {failed !== null && <strong className="inspector-failed"> failed</strong>}
        </td>
        <td dir="ltr">{breakable(row.from)}</td>
        <td dir="ltr">{breakable(row.to)}</td>
        <td>
          {changedKeys && (
            <RowButton
              className="inspector-changed"
              aria-expanded={expanded}
              tabIndex={tabIndex}
              onPress={() => onToggle(row.id)}
            >
              {changedKeys}
            </RowButton>
          )}
        </td>
        <td className="inspector-why">{failed !== null ? `It failed: ${failed}` : why}</td>
      </tr>
      {expanded && row.changes && (
        <tr className="inspector-detail">
          <td colSpan={6}>
            <dl>
              {Object.entries(row.changes).map(([key, { before, after }]) => (
                <div key={key}>
                  <dt>{key}</dt>
                  <dd dir="ltr">
                    {show(before)} → {show(after)}
                  </dd>
                </div>
              ))}
            </dl>
          </td>
        </tr>
      )}
    </>
  )
})

/** A state path that wraps after its dots rather than inside a name. */
function breakable(path: string) {
  return path.split(".").map((part, i) => (i ? [<wbr key={i} />, `.${part}`] : part))
}

function show(value: unknown): string {
  return JSON.stringify(toDisplayValue(value)) ?? "undefined"
}
