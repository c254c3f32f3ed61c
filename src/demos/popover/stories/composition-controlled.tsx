import * as popover from "@zag-js/popover"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId, useState } from "react"
import "../popover.css"

export default function CompositionControlled() {
  // the open state lives in React: the machine reports every change and React hands it back
  const [open, setOpen] = useState(false)
  const service = useMachine(popover.machine, {
    id: useId(),
    open,
    onOpenChange: (details) => setOpen(details.open),
  })
  const api = popover.connect(service, normalizeProps)

  return (
    <div className="popover">
      <div className="popover-root">
        <button className="popover-trigger" {...api.getTriggerProps()}>
          Click me
        </button>
        <p className="popover-status" data-testid="open-state">
          Open (in React): {String(open)}
        </p>
        <Portal>
          <div {...api.getPositionerProps()}>
            <div className="popover-content" {...api.getContentProps()}>
              <div className="popover-title" {...api.getTitleProps()}>
                Presenters
              </div>
              <div {...api.getDescriptionProps()}>Description</div>
              <button type="button">Action Button</button>
              <button className="popover-close" {...api.getCloseTriggerProps()}>
                <span aria-hidden="true">✕</span>
              </button>
            </div>
          </div>
        </Portal>
      </div>
    </div>
  )
}
