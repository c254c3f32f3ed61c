import * as datePicker from "@zag-js/date-picker"
import { normalizeProps } from "@zag-js/react"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import { useMemo } from "react"
import { useHydrated } from "../../workbench/hydration"
import { DemoPage } from "../../workbench/DemoPage"
import { useControls } from "../../workbench/controls/useControls"
import { datePickerControls, toCalendarDate } from "./controls"
import { DateField, MultipleDatesField, RangeFields } from "./DateFields"
import { type DateBounds, DayView, MonthView, MonthYearSelects, YearView } from "./DatePickerParts"
import { RangeCalendar } from "./RangeCalendar"
import "./date-picker.css"

type SelectionMode = datePicker.SelectionMode

/**
 * The calendar always opens below the field (no flip): above it, it would cover the page's "Outside Element"
 * button, which is there to be clicked while the calendar is open (with a component's story links above the
 * demo, the field sits low enough on an 800-pixel-high window for zag to flip it). The range demo adds two
 * months, start-aligned so they stay off the sidebar.
 */
const BELOW = { flip: false }
const MACHINE_PROPS: Record<SelectionMode, Partial<datePicker.Props>> = {
  single: { selectionMode: "single", positioning: BELOW },
  multiple: { selectionMode: "multiple", positioning: BELOW },
  range: {
    name: "date[]",
    numOfMonths: 2,
    selectionMode: "range",
    positioning: { ...BELOW, placement: "bottom-start" },
  },
}

const VIZ_CONTEXT = ["value", "focusedValue", "view", "startValue", "inputValue", "activeIndex"] as const
const VIZ_PROPS = [
  "selectionMode",
  "locale",
  "min",
  "max",
  "startOfWeek",
  "fixedWeeks",
  "disabled",
  "readOnly",
  "dir",
] as const
const VIZ_RANGE_CONTEXT = [
  "value",
  "focusedValue",
  "view",
  "startValue",
  "hoveredValue",
  "activeIndex",
  "inputValue",
] as const
const VIZ_RANGE_PROPS = ["selectionMode", "numOfMonths", ...VIZ_PROPS.slice(1)] as const

/** The page of /date-picker, /date-picker-multi and /date-picker-range: one machine, shown for one selection mode. */
export function DatePickerDemo({ selectionMode }: { selectionMode: SelectionMode }) {
  const controls = useControls(datePickerControls)
  const { min: minText, max: maxText, ...options } = controls.values
  const bounds: DateBounds = useMemo(
    () => ({ min: toCalendarDate(minText), max: toCalendarDate(maxText) }),
    [minText, maxText],
  )
  const service = useDemoMachine(datePicker.machine, {
    ...MACHINE_PROPS[selectionMode],
    ...options,
    ...bounds,
  })
  const api = datePicker.connect(service, normalizeProps)
  const hydrated = useHydrated()
  const range = selectionMode === "range"

  return (
    <DemoPage
      className="date-picker"
      controls={controls}
      viz
      service={service}
      context={range ? VIZ_RANGE_CONTEXT : VIZ_CONTEXT}
      props={range ? VIZ_RANGE_PROPS : VIZ_PROPS}
      omit={["weeks"]}
    >
      <div className="date-picker-outside">
        <button type="button">Outside Element</button>
      </div>
      {/* today's month and date are the visit's, not the build's: they are written once hydrated */}
      <p className="date-picker-range-text">Visible range: {hydrated && api.visibleRangeText.formatted}</p>
      <output className="date-output">
        <div>Selected: {api.valueAsString.length > 0 ? api.valueAsString.join(", ") : "-"}</div>
        <div>Focused: {hydrated && api.focusedValueAsString}</div>
      </output>

      <div {...api.getRootProps()}>
        {range ? (
          <RangeFields api={api} />
        ) : selectionMode === "multiple" ? (
          <MultipleDatesField api={api} />
        ) : (
          <DateField api={api} />
        )}
        <div {...api.getPositionerProps()}>
          <div {...api.getContentProps()}>
            {hydrated && (
              <>
                <MonthYearSelects api={api} bounds={bounds} />
                {range ? (
                  <RangeCalendar api={api} />
                ) : (
                  <>
                    <DayView api={api} />
                    <MonthView api={api} />
                    <YearView api={api} bounds={bounds} />
                  </>
                )}
              </>
            )}
          </div>
        </div>
      </div>
    </DemoPage>
  )
}
