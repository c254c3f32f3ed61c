import { defineDemo } from "../facts"
import { opensAndEscapes, part } from "../interactionSteps"

const output = "main output.date-output"
const trigger = part("date-picker", "trigger")
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
  ],
  firstInteraction: opensAndEscapes(part("date-picker", "trigger"), "[data-scope='date-picker'][data-part='content']"),
  overlay: { trigger: "main [data-scope='date-picker'][data-part='trigger']" },
})
