import { normalizeProps, useMachine } from "@zag-js/react"
import * as tour from "@zag-js/tour"
import { useId, useState } from "react"
import "../tour.css"
import { TourCard } from "./parts/TourCard"

/** How long the second step waits for the input to hold the word. */
const WAIT_LIMIT = 10_000
const WORD = "test"

export default function WaitForInputEvent() {
  const inputId = useId()
  const resultId = useId()
  const [value, setValue] = useState("")
  const [steps] = useState<tour.StepDetails[]>(() => [
    {
      id: "welcome",
      type: "dialog",
      title: "Welcome",
      description: "This tour waits for you to type before it goes on.",
      actions: [{ label: "Let's go!", action: "next" }],
    },
    {
      id: "type-something",
      type: "tooltip",
      title: "Type something",
      description: `Type “${WORD}” into the field: the tour goes on by itself.`,
      target: () => document.getElementById(inputId),
      // shown at once, then waits until the input holds the word (for 10 seconds at most)
      effect({ show, next, update }) {
        show()
        const input = () => document.getElementById(inputId) as HTMLInputElement | null
        const [typed, stopWaiting] = tour.waitForElementValue(input, WORD, { timeout: WAIT_LIMIT })
        typed.then(next, (error: unknown) => {
          // left before the word came (the step's cleanup stops the wait): nothing to do
          if (error instanceof DOMException && error.name === "AbortError") return
          update({
            description: `No “${WORD}” within ${WAIT_LIMIT / 1000} seconds. Press Next to go on anyway.`,
            actions: [
              { label: "Prev", action: "prev" },
              { label: "Next", action: "next" },
            ],
          })
        })
        return stopWaiting
      },
      actions: [{ label: "Prev", action: "prev" }],
    },
    {
      id: "result",
      type: "tooltip",
      title: "Result",
      description: "What you typed shows up here.",
      target: () => document.getElementById(resultId),
      actions: [{ label: "Next", action: "next" }],
    },
    {
      id: "done",
      type: "dialog",
      title: "All done!",
      description: "The tour waited for your input and went on when it came.",
      actions: [{ label: "Finish", action: "dismiss" }],
    },
  ])

  const service = useMachine(tour.machine, {
    id: useId(),
    steps,
  })
  const api = tour.connect(service, normalizeProps)

  return (
    <div className="tour tour-story">
      <button data-scope="tour" data-part="trigger" className="tour-start" onClick={() => api.start()}>
        Start Tour
      </button>
      <div className="tour-field">
        <label htmlFor={inputId}>Your input</label>
        <input
          id={inputId}
          type="text"
          placeholder={`Type “${WORD}”…`}
          // uncontrolled: the tour moves on from inside the input's own event, before React's onChange runs
          onChange={(event) => setValue(event.target.value)}
        />
      </div>
      <div className="tour-result" id={resultId} data-testid="result">
        Result: {value === "" ? "nothing yet" : value}
      </div>
      <TourCard api={api} />
    </div>
  )
}
