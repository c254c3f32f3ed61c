import { defineDemo } from "../facts"
import { part, type Step } from "../interactionSteps"

const segment = (type: string) => `${part("date-input", "segment")}[data-type='${type}']`
const output = "main output.date-output"
/** Clicks a segment and types its digits; the focus moves on to `next` when the segment is full. */
const fill = (type: string, digits: string, next?: string): Step[] => [
  { click: segment(type) },
  ...[...digits].map((key): Step => ({ press: key })),
  ...(next ? [{ expect: segment(next), is: "focused" } as const] : []),
]

export default defineDemo({
  label: "Date Input",
  group: "Dates and time",
  description: "Type a date segment by segment, in the locale's order.",
  keywords: ["date field", "segments", "spinbutton", "calendar"],
  stories: [
    { slug: "basic", title: "Basic", page: "date-input" },
    {
      slug: "controlled",
      title: "Controlled",
      keywords: ["controlled", "react state", "value"],
      machines: ["Date Input"],
      viz: true,
      firstInteraction: [
        { expect: output, text: "Controlled value: -" },
        ...fill("month", "12", "day"),
        { press: "2" },
        { press: "5" },
        { expect: segment("year"), is: "focused" },
        { press: "2" },
        { press: "0" },
        { press: "2" },
        { press: "4" },
        { expect: output, text: "Controlled value: 2024-12-25" },
      ],
    },
    {
      slug: "time-only",
      title: "Time Only",
      keywords: ["time", "hour", "minute", "24-hour", "formatter", "clock"],
      machines: ["Date Input"],
      viz: true,
      firstInteraction: [
        { expect: output, text: "Selected: -" },
        ...fill("hour", "14", "minute"),
        { press: "3" },
        { press: "0" },
        { expect: output, text: "Selected: 14:30" },
      ],
    },
    {
      slug: "time-only-controlled",
      title: "Time Only (Controlled)",
      keywords: ["time", "controlled", "react state", "24-hour", "formatter"],
      machines: ["Date Input"],
      viz: true,
      firstInteraction: [
        { expect: output, text: "Controlled value: -" },
        ...fill("hour", "09", "minute"),
        { press: "0" },
        { press: "5" },
        { expect: output, text: "Controlled value: 09:05" },
      ],
    },
    {
      slug: "timezone",
      title: "Timezone",
      keywords: ["time zone", "zoned", "America/Los_Angeles", "PST", "meeting"],
      machines: ["Date Input"],
      viz: true,
      firstInteraction: [
        { expect: segment("timeZoneName"), text: "PST" },
        ...fill("hour", "10", "minute"),
        { press: "1" },
        { press: "5" },
        { expect: `${output} span:first-child`, text: "Selected: 2/3/2025, 10:15 AM PST" },
        { click: "main [data-testid='hide-tz']" },
        { expect: segment("timeZoneName"), is: "hidden" },
      ],
    },
    {
      slug: "hour-cycle",
      title: "Hour Cycle",
      keywords: ["24-hour", "hour cycle", "time", "appointment", "no AM/PM"],
      machines: ["Date Input"],
      viz: true,
      firstInteraction: [
        { expect: output, text: "Selected: -" },
        ...fill("month", "3", "day"),
        { press: "1" },
        { press: "5" },
        { expect: segment("year"), is: "focused" },
        ...[..."2025"].map((key): Step => ({ press: key })),
        { expect: segment("hour"), is: "focused" },
        { press: "1" },
        { press: "7" },
        { expect: segment("minute"), is: "focused" },
        { press: "4" },
        { press: "5" },
        { expect: output, text: "Selected: 3/15/2025, 17:45" },
      ],
    },
    {
      slug: "min-max",
      title: "Min Max",
      keywords: ["min", "max", "bounds", "range limit", "constrain"],
      machines: ["Date Input"],
      viz: true,
      firstInteraction: [
        ...fill("month", "2", "day"),
        { press: "2" },
        { press: "2" },
        { expect: segment("year"), is: "focused" },
        ...[..."1990"].map((key): Step => ({ press: key })),
        { expect: `${output} span:first-child`, text: "Selected: 2/22/2000" },
        { expect: segment("month"), text: "2" },
      ],
    },
  ],
  firstInteraction: [
    { focus: part("date-input", "segment") },
    { press: "ArrowUp" },
    { expect: part("date-input", "segment"), is: "focused" },
  ],
})
