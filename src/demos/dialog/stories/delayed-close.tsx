import * as dialog from "@zag-js/dialog"
import * as presence from "@zag-js/presence"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useEffect, useId, useRef, useState } from "react"
import "../dialog.css"

export default function DelayedClose() {
  const [open, setOpen] = useState(false)
  const service = useMachine(dialog.machine, {
    id: useId(),
    open,
    onOpenChange: (details) => setOpen(details.open),
  })
  const api = dialog.connect(service, normalizeProps)

  // keeps the content mounted until its closing animation has run
  const presenceService = useMachine(presence.machine, { present: api.open })
  const { present, setNode } = presence.connect(presenceService, normalizeProps)

  // "Delayed close" asks the machine to close two seconds later, through its API
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const closeLater = () => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => api.setOpen(false), 2000)
  }

  return (
    <div className="dialog-story">
      <button {...api.getTriggerProps()} onClick={() => setOpen(!open)}>
        Delayed open
      </button>
      <p className="dialog-status" data-testid="state-open">
        state - isOpen: {String(open)}
      </p>
      <p className="dialog-status" data-testid="machine-open">
        machine - isOpen: {String(api.open)}
      </p>
      {present && (
        <Portal>
          <div className="dialog-animated" {...api.getBackdropProps()} hidden={!present} />
          <div {...api.getPositionerProps()}>
            {/* shown while presence keeps it: zag's hidden would cut the closing animation short */}
            <div className="dialog-animated" {...api.getContentProps()} hidden={!present} ref={setNode}>
              <h2 {...api.getTitleProps()}>Edit profile</h2>
              <p {...api.getDescriptionProps()}>Make changes to your profile here. Click save when you are done.</p>
              <div className="dialog-field">
                <input type="text" placeholder="Enter name..." aria-label="Name" />
                <button type="button" className="dialog-save">
                  Save
                </button>
              </div>
              <div className="dialog-actions">
                <button type="button" onClick={closeLater}>
                  Delayed close
                </button>
                <button {...api.getCloseTriggerProps()}>Close</button>
              </div>
            </div>
          </div>
        </Portal>
      )}
    </div>
  )
}
