import { defineDemo } from "../facts"
import { opensAndEscapes, part, type Step } from "../interactionSteps"

const cell = part("date-picker", "table-cell-trigger")
/** Today's cell of the day view (the visit's today: the route checks run on the real clock). */
const todayCell = `${cell}[data-view='day'][data-today]`
/** Today's cell among the shown month's own days (not a greyed day of a month around it). */
const todayInMonth = `${todayCell}:not([data-outside-range])`
const trigger = part("date-picker", "trigger")
const content = part("date-picker", "content")
const view = (name: string) => `${part("date-picker", "view")}[data-view='${name}']`
/** Opens the calendar on its first view, closes it with Escape, and sees focus back on the trigger. */
const opensOn = (name: string) => [
  { click: trigger },
  { expect: view(name), is: "visible" as const },
  { press: "Escape" },
  { expect: content, is: "hidden" as const },
  { expect: trigger, is: "focused" as const },
]
const segment = (type: string) => `${part("date-input", "segment")}[data-type='${type}']`
const overlay = { trigger: `main [data-scope='date-picker'][data-part='trigger']` }
const output = "main output.date-output"
/** A day of the shown month by its ISO date. */
const day = (iso: string) => `${cell}[data-view='day'][data-value='${iso}']:not([data-outside-range])`
/** The day the calendar has focused (today, until another is chosen). */
const focusedDay = `${cell}[data-view='day'][data-focus]`
/** A month of the month view by its number (1 = January). */
const month = (n: number) => `${cell}[data-view='month'][data-value='${n}']`

export default defineDemo({
  label: "Date Picker (Single)",
  group: "Dates and time",
  description: "Pick one date from a calendar or by typing.",
  keywords: ["calendar", "date", "day"],
  componentLabel: "Date Picker",
  stories: [
    { slug: "basic", title: "Basic", page: "date-picker" },
    { slug: "range", title: "Range", page: "date-picker-range" },
    {
      slug: "range-calendar",
      title: "Range calendar",
      keywords: ["range", "inline", "outside days", "hover", "month jump", "regression", "outsideDaySelectable"],
      machines: ["Date Picker"],
      viz: true,
      firstInteraction: [
        { click: todayInMonth },
        { expect: todayInMonth, attribute: "data-selected", toBe: "" },
        // the greyed days of the months around: hovered, they preview the range and leave the month shown
        { hover: `${cell}[data-view='day'][data-outside-range]` },
        { expect: `${cell}[data-view='day'][data-outside-range][data-in-range]`, is: "visible" },
        { expect: todayInMonth, is: "visible" },
      ],
    },
    { slug: "multi", title: "Multi", page: "date-picker-multi" },
    {
      slug: "inline",
      title: "Inline",
      keywords: ["inline", "always open", "no popover", "calendar", "local time zone"],
      machines: ["Date Picker"],
      viz: true,
      firstInteraction: [
        { click: todayCell },
        { expect: todayCell, attribute: "data-selected", toBe: "" },
        { expect: todayCell, is: "focused" },
        { press: "ArrowRight" },
        { expect: `${cell}[data-view='day'][data-focus]:not([data-today])`, is: "focused" },
      ],
    },
    {
      slug: "composition-inline",
      title: "Inline (Composition)",
      keywords: ["inline", "calendar only", "no input", "day month year views", "composition"],
      machines: ["Date Picker"],
      firstInteraction: [
        { click: part("date-picker", "view-trigger") },
        { expect: `${part("date-picker", "view")}[data-view='month']`, is: "visible" },
        { click: `${cell}[data-view='month']` },
        { expect: `${part("date-picker", "view")}[data-view='day']`, is: "visible" },
        { click: `${cell}[data-view='day']:not([data-outside-range])` },
        { expect: `${cell}[data-view='day'][data-selected]`, is: "focused" },
      ],
    },
    {
      slug: "month-range",
      title: "Month + Range",
      keywords: ["month range", "months", "mm/yyyy", "minView", "range"],
      machines: ["Date Picker"],
      viz: true,
      firstInteraction: opensOn("month"),
      overlay,
    },
    {
      slug: "year-range",
      title: "Year + Range",
      keywords: ["year range", "years", "yyyy", "minView", "range", "decade"],
      machines: ["Date Picker"],
      viz: true,
      firstInteraction: opensOn("year"),
      overlay,
    },
    {
      slug: "month",
      title: "Month",
      keywords: ["month picker", "months", "mm/yyyy", "minView", "format", "parse"],
      machines: ["Date Picker"],
      viz: true,
      firstInteraction: opensOn("month"),
      overlay,
    },
    {
      slug: "year",
      title: "Year",
      keywords: ["year picker", "years", "yyyy", "two-digit year", "century", "minView"],
      machines: ["Date Picker"],
      viz: true,
      firstInteraction: opensOn("year"),
      overlay,
    },
    {
      slug: "custom-calendar",
      title: "Custom Calendar",
      keywords: ["persian", "jalali", "solar hijri", "fa-IR", "createCalendar", "calendar system", "right to left"],
      machines: ["Date Picker"],
      viz: true,
      firstInteraction: [
        // typed in Persian digits, as a Persian keyboard writes them
        { type: "۱۴۰۳/۹/۱۲", into: part("date-picker", "input") },
        { press: "Enter" },
        { expect: "main output.date-output div:first-child", text: "Selected: ۱۴۰۳/۰۹/۱۲" },
        { click: trigger },
        { expect: `${cell}[data-value='2024-12-02']:not([data-outside-range])`, attribute: "data-selected", toBe: "" },
        { press: "Escape" },
        { expect: content, is: "hidden" },
      ],
      overlay,
    },
    {
      slug: "date-time",
      title: "Date Time",
      keywords: ["date and time", "time of day", "hours", "minutes", "setTime", "closeOnSelect"],
      machines: ["Date Picker"],
      viz: true,
      firstInteraction: [
        { click: trigger },
        { expect: content, is: "visible" },
        { click: todayInMonth },
        { expect: todayInMonth, attribute: "data-selected", toBe: "" },
        // the calendar stays open on a pick: the time is set next
        { expect: content, is: "visible" },
        { expect: "main output.date-output div:last-child", text: "Has time: no" },
        { press: "Escape" },
        { expect: content, is: "hidden" },
      ],
      overlay,
    },
    {
      slug: "date-input-date-picker",
      title: "Date Input",
      keywords: ["date input", "segments", "typing", "calendar", "controlled", "two machines"],
      machines: ["Date Input", "Date Picker"],
      viz: true,
      firstInteraction: [
        { click: segment("month") },
        ...[..."03152025"].map((key): Step => ({ press: key })),
        { expect: "main output.date-output", text: "Selected: 2025-03-15" },
        { click: trigger },
        { expect: `${cell}[data-value='2025-03-15']:not([data-outside-range])`, attribute: "data-selected", toBe: "" },
        { press: "Escape" },
        { expect: content, is: "hidden" },
      ],
      overlay,
    },
    {
      slug: "format-parse",
      title: "Format + Parse",
      keywords: ["format", "parse", "dd/mm/yy", "typing", "custom format", "partial date"],
      machines: ["Date Picker"],
      firstInteraction: [
        { type: "05/03/26", into: part("date-picker", "input") },
        { press: "Enter" },
        { expect: `${output} div:last-child`, text: "ISO: 2026-03-05" },
        { expect: part("date-picker", "input"), value: "05/03/26" },
      ],
      overlay: { trigger },
    },
    {
      slug: "composition-min-max",
      title: "Min Max",
      keywords: ["min", "max", "bounds", "disabled", "full calendar", "composition"],
      machines: ["Date Picker"],
      firstInteraction: [
        { expect: `${output} div:last-child`, text: "Focused: 02/12/2019" },
        { click: trigger },
        { expect: day("2019-02-12"), is: "focused" },
        { expect: day("2019-02-13"), attribute: "data-disabled", toBe: "" },
        { click: day("2019-02-01") },
        { expect: `${output} div:first-child`, text: "Selected: 02/01/2019" },
      ],
      overlay: { trigger },
    },
    {
      slug: "min-max",
      title: "Min Max (Clamp)",
      keywords: ["min", "max", "clamp", "bounds", "constrain", "typed date"],
      machines: ["Date Picker"],
      viz: true,
      firstInteraction: [
        { type: "12/25/2025", into: part("date-picker", "input") },
        { press: "Enter" },
        { expect: part("date-picker", "input"), value: "09/30/2025" },
        { expect: `${output} div`, text: "Selected: 09/30/2025" },
      ],
      overlay: { trigger },
    },
    {
      slug: "multiple-months",
      title: "Multiple Months",
      keywords: ["two months", "numOfMonths", "side by side", "months"],
      machines: ["Date Picker"],
      firstInteraction: [
        { click: trigger },
        { expect: "main .date-picker-month:nth-child(2) [data-part='table']", is: "visible" },
        { press: "Escape" },
        { expect: part("date-picker", "content"), is: "hidden" },
        { expect: trigger, is: "focused" },
      ],
      overlay: { trigger },
    },
    {
      slug: "week-numbers",
      title: "Week Numbers",
      keywords: ["week number", "ISO week", "Wk", "inline", "showWeekNumbers"],
      machines: ["Date Picker"],
      viz: true,
      firstInteraction: [
        { expect: `${part("date-picker", "table-cell")}[data-type='week-number'][aria-label='Wk']`, text: "Wk" },
        { click: focusedDay },
        { expect: focusedDay, attribute: "data-selected", toBe: "" },
      ],
    },
    {
      slug: "dynamic-max",
      title: "Dynamic Max",
      keywords: ["range", "max", "dynamic", "inline", "nights", "length limit"],
      machines: ["Date Picker"],
      firstInteraction: [
        { expect: `${output} div:last-child`, text: "Max: none" },
        { click: focusedDay },
        { expect: focusedDay, attribute: "data-selected", toBe: "" },
        {
          expect: `${part("date-picker", "table-cell-trigger")}[data-view='day'][data-disabled]:not([data-outside-range])`,
          is: "present",
        },
      ],
    },
    {
      slug: "unavailable",
      title: "Unavailable",
      keywords: ["isDateUnavailable", "booked", "blocked days", "not available", "disabled dates"],
      machines: ["Date Picker"],
      viz: true,
      firstInteraction: [
        { click: trigger },
        { expect: day("2025-06-10"), is: "focused" },
        // the 9th is struck through: Enter leaves it unpicked, and the calendar open
        { press: "ArrowLeft" },
        { expect: day("2025-06-09"), is: "focused" },
        { press: "Enter" },
        { expect: `${output} div`, text: "Selected: -" },
        { click: day("2025-06-05") },
        { expect: `${output} div`, text: "Selected: 06/05/2025" },
      ],
      overlay: { trigger },
    },
    {
      slug: "trigger-only",
      title: "Trigger Only",
      keywords: ["no input", "button", "trigger", "select date", "calendar button"],
      machines: ["Date Picker"],
      viz: true,
      firstInteraction: [
        { expect: trigger, text: "🗓Select date" },
        ...opensAndEscapes(trigger, part("date-picker", "content")),
      ],
      overlay: { trigger },
    },
    {
      slug: "multi-month",
      title: "Multi Month",
      keywords: ["months", "month picker", "multiple", "maxSelectedDates", "limit", "regression"],
      machines: ["Date Picker"],
      viz: true,
      firstInteraction: [
        { click: part("date-picker", "trigger") },
        { click: month(1) },
        { expect: month(1), attribute: "data-selected", toBe: "" },
        { click: month(3) },
        { expect: month(3), attribute: "data-selected", toBe: "" },
        { click: month(5) },
        { expect: "main .date-picker-note", text: "2 of 2 months chosen" },
        { expect: month(5), attribute: "data-selected", toBe: null },
      ],
      overlay: { trigger },
    },
    {
      slug: "open-control",
      title: "Open Control",
      keywords: ["controlled open", "open", "defaultOpen", "onOpenChange", "stays closed", "regression"],
      machines: ["Date Picker"],
      viz: true,
      firstInteraction: [
        { expect: `${output} div:last-child`, text: "Asked to open: 0" },
        { click: part("date-picker", "trigger") },
        { expect: `${output} div:last-child`, text: "Asked to open: 1" },
        { expect: part("date-picker", "content"), is: "hidden" },
        { expect: part("date-picker", "trigger"), attribute: "aria-expanded", toBe: "false" },
      ],
    },
  ],
  firstInteraction: opensAndEscapes(part("date-picker", "trigger"), "[data-scope='date-picker'][data-part='content']"),
  overlay: { trigger: "main [data-scope='date-picker'][data-part='trigger']" },
})
