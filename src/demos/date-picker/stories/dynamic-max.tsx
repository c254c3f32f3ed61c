import * as datePicker from "@zag-js/date-picker"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId, useState } from "react"
import { useInBrowser } from "./parts/inBrowser"
import { DayView } from "./parts/views"
import "../../../widgets/date-picker/date-picker.css"
import "../story-parts.css"

/** How long a stay may be: the end is at most this many days after the start. */
const MAX_NIGHTS = 3

/**
 * An inline range whose max follows the selection: once a start is picked, the days after start + 3 are
 * disabled; when the range is complete (or cleared) there is no max again.
 */
export default function DynamicMax() {
  const [max, setMax] = useState<datePicker.DateValue | undefined>(undefined)
  const service = useMachine(datePicker.machine, {
    id: useId(),
    inline: true,
    selectionMode: "range",
    max,
    onValueChange({ value }) {
      setMax(value.length === 1 ? value[0].add({ days: MAX_NIGHTS }) : undefined)
    },
  })
  const api = datePicker.connect(service, normalizeProps)
  const inBrowser = useInBrowser()
  const [start, end] = api.valueAsString

  return (
    <div className="date-picker date-picker-story">
      <p className="date-picker-legend">Pick a start: the end can be at most {MAX_NIGHTS} days later.</p>
      <output className="date-output">
        <div>
          Selected: <bdi>{start ? `${start} – ${end ?? "…"}` : "-"}</bdi>
        </div>
        <div>
          Max: <bdi>{max ? api.format(max, { dateStyle: "medium" }) : "none"}</bdi>
        </div>
      </output>
      <div {...api.getRootProps()}>
        <div {...api.getContentProps()}>{inBrowser && <DayView api={api} />}</div>
      </div>
    </div>
  )
}
