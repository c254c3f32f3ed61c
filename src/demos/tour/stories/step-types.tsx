import { normalizeProps, useMachine } from "@zag-js/react"
import * as tour from "@zag-js/tour"
import { useEffect, useId, useRef, useState } from "react"
import "../tour.css"
import { TourCard } from "./parts/TourCard"

export default function StepTypes() {
  const featureId = useId()
  const continueId = useId()
  const [steps] = useState<tour.StepDetails[]>(() => [
    {
      id: "dialog",
      type: "dialog",
      title: "Dialog Step",
      description: "A dialog step sits in the middle of the screen, over a backdrop, and points at nothing.",
      actions: [{ label: "Next", action: "next" }],
    },
    {
      id: "tooltip",
      type: "tooltip",
      title: "Tooltip Step",
      description: "A tooltip step highlights its target and points at it with an arrow.",
      target: () => document.getElementById(featureId),
      actions: [
        { label: "Prev", action: "prev" },
        { label: "Next", action: "next" },
      ],
    },
    {
      // a wait step shows nothing: the tour steps aside until its effect moves on
      id: "wait",
      type: "wait",
      title: "Wait Step",
      description: "Waits until Continue is clicked.",
      effect({ next }) {
        const button = document.getElementById(continueId)
        if (!button) return
        button.addEventListener("click", next, { once: true })
        return () => button.removeEventListener("click", next)
      },
    },
    {
      id: "back-to-tooltip",
      type: "tooltip",
      title: "Back to Tooltip",
      description: "You clicked Continue, so the tour is back: a tooltip step again, on the button you pressed.",
      target: () => document.getElementById(continueId),
      actions: [
        { label: "Prev", action: "prev" },
        { label: "Next", action: "next" },
      ],
    },
    {
      id: "dialog-after-tooltip",
      type: "dialog",
      title: "Dialog After Tooltip",
      description: "A dialog step may follow a tooltip step: the spotlight goes and the card moves to the centre.",
      actions: [
        { label: "Prev", action: "prev" },
        { label: "Next", action: "next" },
      ],
    },
    {
      id: "floating",
      type: "floating",
      title: "Floating Step",
      description: "A floating step sits in a corner of the screen, with no backdrop and no arrow.",
      placement: "bottom-end",
      actions: [
        { label: "Prev", action: "prev" },
        { label: "Finish", action: "dismiss" },
      ],
    },
  ])

  const service = useMachine(tour.machine, {
    id: useId(),
    steps,
  })
  const api = tour.connect(service, normalizeProps)

  // while the wait step waits, the tour shows nothing and Continue is the way on: it takes the focus
  const waiting = service.state.matches("running.waiting")
  const continueRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (waiting) continueRef.current?.focus()
  }, [waiting])

  return (
    <div className="tour tour-story">
      <button data-scope="tour" data-part="trigger" className="tour-start" onClick={() => api.start()}>
        Start Tour
      </button>
      <div className="tour-appbar">
        <button id={featureId} type="button">
          Feature Button
        </button>
        <button
          id={continueId}
          ref={continueRef}
          type="button"
          disabled={!waiting}
          aria-describedby={`${continueId}-status`}
        >
          Continue
        </button>
      </div>
      <p className="tour-status" id={`${continueId}-status`} role="status">
        {waiting ? "The tour waits: click Continue to go on." : "Continue goes on with the tour when it waits."}
      </p>
      <TourCard api={api} />
    </div>
  )
}
