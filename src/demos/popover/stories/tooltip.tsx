import * as popover from "@zag-js/popover"
import { mergeProps, normalizeProps, Portal, useMachine } from "@zag-js/react"
import * as tooltip from "@zag-js/tooltip"
import { useId } from "react"
import "../../tooltip/tooltip.css"
import "../popover.css"

export default function PopoverWithTooltip() {
  // one button is the popover's trigger and the tooltip's: the machines agree on its id
  const triggerId = useId()
  const popoverService = useMachine(popover.machine, { id: useId(), ids: { trigger: triggerId } })
  const tooltipService = useMachine(tooltip.machine, { id: useId(), ids: { trigger: triggerId } })
  const api = popover.connect(popoverService, normalizeProps)
  const tip = tooltip.connect(tooltipService, normalizeProps)

  return (
    <div className="popover">
      <div className="popover-root">
        <button className="popover-trigger" {...mergeProps(api.getTriggerProps(), tip.getTriggerProps())}>
          Click me
        </button>
        {tip.open && (
          <Portal>
            <div {...tip.getPositionerProps()}>
              <div className="tooltip-content" {...tip.getContentProps()}>
                Tooltip
              </div>
            </div>
          </Portal>
        )}
        <Portal>
          <div {...api.getPositionerProps()}>
            <div className="popover-content" {...api.getContentProps()}>
              <div {...api.getArrowProps()}>
                <div {...api.getArrowTipProps()} />
              </div>
              <div className="popover-title" {...api.getTitleProps()}>
                Popover Title
              </div>
              <div className="popover-body" data-testid="popover-body">
                <a href="#" data-testid="focusable-link" onClick={(event) => event.preventDefault()}>
                  Focusable Link
                </a>
                <input placeholder="input" aria-label="Popover input" />
                <button className="popover-close" {...api.getCloseTriggerProps()}>
                  <span aria-hidden="true">✕</span>
                </button>
              </div>
            </div>
          </div>
        </Portal>
      </div>
    </div>
  )
}
