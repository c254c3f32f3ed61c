import { defineDemo } from "../facts"

/** Today's two timer pages, gathered as the timer's stories. */
export default defineDemo({
  label: "Timer",
  group: "Dates and time",
  description: "Count down to zero or up from it, with pause and resume.",
  keywords: ["countdown", "stopwatch", "clock", "time"],
  stories: [
    { slug: "countdown", title: "CountDown", page: "timer-countdown" },
    { slug: "stopwatch", title: "StopWatch", page: "timer-stopwatch" },
  ],
})
