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

export default defineDemo({
  label: "Date Picker (Single)",
  group: "Dates and time",
  description: "Pick one date from a calendar or by typing.",
  keywords: ["calendar", "date", "day"],
  componentLabel: "Date Picker",
  stories: [
    { slug: "basic", title: "Basic", page: "date-picker" },
    { slug: "range", title: "Range", page: "date-picker-range" },
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
  ],
  firstInteraction: opensAndEscapes(part("date-picker", "trigger"), "[data-scope='date-picker'][data-part='content']"),
  overlay: { trigger: "main [data-scope='date-picker'][data-part='trigger']" },
})
