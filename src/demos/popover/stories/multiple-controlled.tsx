import * as popover from "@zag-js/popover"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId, useState } from "react"
import "../popover.css"

function PresentersCard({ name }: { name: string }) {
  // each card holds its own open state in React; its action button closes it
  const [open, setOpen] = useState(false)
  const service = useMachine(popover.machine, {
    id: useId(),
    open,
    onOpenChange: (details) => setOpen(details.open),
  })
  const api = popover.connect(service, normalizeProps)

  return (
    <div className="popover-card">
      <button className="popover-trigger" aria-label={`Click me (${name})`} {...api.getTriggerProps()}>
        Click me
      </button>
      <p className="popover-status" data-testid={`open-state-${name.toLowerCase()}`}>
        {name} open: {String(open)}
      </p>
      <Portal>
        <div {...api.getPositionerProps()}>
          <div className="popover-content" {...api.getContentProps()}>
            <div className="popover-title" {...api.getTitleProps()}>
              Presenters
            </div>
            <div {...api.getDescriptionProps()}>Description ({name})</div>
            <button type="button" onClick={() => setOpen(false)}>
              Action Button
            </button>
          </div>
        </div>
      </Portal>
    </div>
  )
}

export default function MultipleControlled() {
  return (
    <div className="popover">
      <div className="popover-root">
        <PresentersCard name="First" />
        <PresentersCard name="Second" />
      </div>
    </div>
  )
}
