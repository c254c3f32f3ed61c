import { Portal } from "@zag-js/react"
import type * as tour from "@zag-js/tour"
import type { ReactNode } from "react"
import { CloseIcon } from "./CloseIcon"
import { useBody } from "./body"

/**
 * The open tour's layers, as the tour stories render them: backdrop (unless the step turns it off), spotlight
 * and the step's card (arrow for a tooltip step, title, description, progress, actions, close), in the body.
 */
export function TourCard({ api, progress }: { api: tour.Api; progress?: ReactNode }) {
  const body = useBody()
  const step = api.step
  if (!api.open || !step) return null
  return (
    <Portal container={body}>
      {step.backdrop !== false && <div {...api.getBackdropProps()} />}
      <div {...api.getSpotlightProps()} />
      <div {...api.getPositionerProps()}>
        <div {...api.getContentProps()}>
          {step.arrow !== false && step.type === "tooltip" && (
            <div {...api.getArrowProps()}>
              <div {...api.getArrowTipProps()} />
            </div>
          )}
          <p {...api.getTitleProps()}>{step.title}</p>
          <div {...api.getDescriptionProps()}>{step.description}</div>
          <div {...api.getProgressTextProps()}>{progress ?? api.getProgressText()}</div>
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
    </Portal>
  )
}
