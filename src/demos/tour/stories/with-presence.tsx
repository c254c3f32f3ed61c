import * as presence from "@zag-js/presence"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import * as tour from "@zag-js/tour"
import { useId, useState } from "react"
import "../tour.css"
import { useBody } from "./parts/body"
import { CloseIcon } from "./parts/CloseIcon"

/** Keeps one layer of the tour mounted while it is wanted and while its closing animation runs. */
function useLayerPresence(wanted: boolean) {
  const service = useMachine(presence.machine, { present: wanted })
  return presence.connect(service, normalizeProps)
}

export default function WithPresence() {
  const searchId = useId()
  const profileId = useId()
  const [steps] = useState<tour.StepDetails[]>(() => [
    {
      id: "welcome",
      type: "dialog",
      title: "Welcome",
      description: "A short tour whose layers fade in and out. Each one is mounted only while it shows.",
      actions: [{ label: "Next", action: "next" }],
    },
    {
      id: "search",
      type: "tooltip",
      title: "Search",
      description: "Find anything in your workspace from here.",
      target: () => document.getElementById(searchId),
      actions: [
        { label: "Prev", action: "prev" },
        { label: "Next", action: "next" },
      ],
    },
    {
      id: "profile",
      type: "tooltip",
      title: "Profile",
      description: "Your account and settings live behind this button.",
      target: () => document.getElementById(profileId),
      actions: [
        { label: "Prev", action: "prev" },
        { label: "Finish", action: "dismiss" },
      ],
    },
  ])

  const service = useMachine(tour.machine, {
    id: useId(),
    steps,
    preventInteraction: true,
  })
  const api = tour.connect(service, normalizeProps)
  const step = api.step

  // each layer mounts when the tour first needs it and unmounts once its closing animation has ended
  const { present: backdropPresent, setNode: setBackdropNode } = useLayerPresence(api.open && step?.backdrop !== false)
  const { present: spotlightPresent, setNode: setSpotlightNode } = useLayerPresence(
    api.open && step?.type === "tooltip",
  )
  const { present: contentPresent, setNode: setContentNode } = useLayerPresence(api.open)
  const body = useBody()

  // the regression this story guards: the card is still fading out and its step is already gone
  const [clearedDuringExit, setClearedDuringExit] = useState(false)
  // (it stays up until the next start, so that even a short exit leaves it behind)
  const exiting = contentPresent && !api.open
  if (exiting && step == null && !clearedDuringExit) setClearedDuringExit(true)

  const start = () => {
    setClearedDuringExit(false)
    api.start()
  }

  return (
    <div className="tour tour-story">
      <p className="tour-note">
        Walk through the three steps and close the tour: each layer fades out still showing its step, and the crimson
        marker never appears.
      </p>
      {/* the tour's own trigger part, as the basic tour marks its start button */}
      <button data-scope="tour" data-part="trigger" className="tour-start" onClick={start}>
        Start Tour
      </button>
      <div className="tour-appbar">
        <input id={searchId} type="search" placeholder="Search…" aria-label="Search" />
        <button id={profileId} type="button" className="tour-profile">
          Profile
        </button>
      </div>
      <p className="tour-debug" data-testid="tour-debug">
        open: {String(api.open)} · step: {step?.id ?? "none"} · title: {step?.title ?? "none"}
      </p>
      {clearedDuringExit && (
        <p className="tour-bug" data-testid="step-cleared-during-exit">
          step cleared during exit (bug)
        </p>
      )}
      <Portal container={body}>
        {backdropPresent && (
          <div
            className="tour-animated"
            {...api.getBackdropProps()}
            hidden={!backdropPresent}
            data-state={api.open && step?.backdrop !== false ? "open" : "closed"}
            ref={setBackdropNode}
          />
        )}
        {spotlightPresent && (
          <div
            className="tour-animated"
            {...api.getSpotlightProps()}
            hidden={!spotlightPresent}
            data-state={api.open && step?.type === "tooltip" ? "open" : "closed"}
            ref={setSpotlightNode}
          />
        )}
        {contentPresent && step && (
          <div {...api.getPositionerProps()}>
            <div className="tour-animated" {...api.getContentProps()} hidden={!contentPresent} ref={setContentNode}>
              {step.arrow !== false && step.type === "tooltip" && (
                <div {...api.getArrowProps()}>
                  <div {...api.getArrowTipProps()} />
                </div>
              )}
              <p {...api.getTitleProps()}>{step.title}</p>
              <div {...api.getDescriptionProps()}>{step.description}</div>
              <div {...api.getProgressTextProps()}>{api.getProgressText()}</div>
              {step.actions && (
                <div className="tour-actions">
                  {step.actions.map((action) => (
                    <button key={action.label} {...api.getActionTriggerProps({ action })}>
                      {action.label}
                    </button>
                  ))}
                </div>
              )}
              <button {...api.getCloseTriggerProps()}>
                <CloseIcon />
              </button>
            </div>
          </div>
        )}
      </Portal>
    </div>
  )
}
