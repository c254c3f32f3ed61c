import { defineDemo } from "../facts"
import { opensAndEscapes, part } from "../interactionSteps"

const output = "main output.date-output"
const trigger = part("date-picker", "trigger")
/** A day of the shown month by its ISO date. */
const day = (iso: string) =>
  `${part("date-picker", "table-cell-trigger")}[data-view='day'][data-value='${iso}']:not([data-outside-range])`
/** The day the calendar has focused (today, until another is chosen). */
const focusedDay = `${part("date-picker", "table-cell-trigger")}[data-view='day'][data-focus]`
/** A month of the month view by its number (1 = January). */
const month = (n: number) => `${part("date-picker", "table-cell-trigger")}[data-view='month'][data-value='${n}']`

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
  ],
  firstInteraction: opensAndEscapes(part("date-picker", "trigger"), "[data-scope='date-picker'][data-part='content']"),
  overlay: { trigger: "main [data-scope='date-picker'][data-part='trigger']" },
})
