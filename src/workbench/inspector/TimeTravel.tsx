import * as slider from "@zag-js/slider"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId, useState } from "react"
import type { LoggedEvent, MachineRecorder } from "./recorder"
import { travelTo, useTravel } from "./travel"

type TimeTravelProps = { recorder: MachineRecorder; label: string; rows: LoggedEvent[]; dir: "ltr" | "rtl" }

/** Which event of the log (1-based, oldest first) the page shows; the log's length when live. */
export function positionOf(rows: LoggedEvent[], viewing: number | null): number {
  return viewing === null ? rows.length : rows.filter((row) => row.id <= viewing).length
}

/**
 * A "Time travel" slider over the log (oldest to newest) and "Back to live": the page starts over and
 * replays the events up to the chosen one.
 */
export function TimeTravel({ recorder, label, rows, dir }: TimeTravelProps) {
  const travel = useTravel()
  if (recorder.gaps())
    return (
      <p className="inspector-empty">Time travel is off: some events were not logged (paused, or more than 5000).</p>
    )
  if (rows.length === 0) return null
  const position = positionOf(rows, travel.viewing)
  return (
    <div className="inspector-travel">
      <TravelSlider label={label} rows={rows} position={position} dir={dir} />
      <p className="inspector-log-status" role="status">
        {travel.busy ? "Replaying…" : travel.viewing !== null ? `Viewing event ${position} of ${rows.length}` : ""}
        {travel.message && ` ${travel.message}`}
      </p>
      {travel.viewing !== null && (
        <button type="button" data-focus-key={`${label}-live`} onClick={() => travelTo(null)}>
          Back to live
        </button>
      )}
    </div>
  )
}

function TravelSlider({
  label,
  rows,
  position,
  dir,
}: {
  label: string
  rows: LoggedEvent[]
  position: number
  dir: "ltr" | "rtl"
}) {
  const [draft, setDraft] = useState<number | null>(null)
  const service = useMachine(slider.machine, {
    id: useId(),
    dir,
    min: 1,
    max: Math.max(rows.length, 1),
    value: [draft ?? position],
    getAriaValueText: ({ value }) => `Event ${value} of ${rows.length}: ${rows[value - 1]?.type ?? ""}`,
    onValueChange: ({ value }) => setDraft(value[0]),
    onValueChangeEnd: ({ value }) => {
      setDraft(null)
      const row = rows[value[0] - 1]
      if (row) void travelTo(row.id)
    },
  })
  const api = slider.connect(service, normalizeProps)
  return (
    <div {...api.getRootProps()} className="inspector-slider">
      <label {...api.getLabelProps()}>Time travel</label>
      <div {...api.getControlProps()}>
        <div {...api.getTrackProps()}>
          <div {...api.getRangeProps()} />
        </div>
        <div {...api.getThumbProps({ index: 0 })} data-focus-key={`${label}-travel`}>
          <input {...api.getHiddenInputProps({ index: 0 })} />
        </div>
      </div>
    </div>
  )
}
