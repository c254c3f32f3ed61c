import * as dialog from "@zag-js/dialog"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId, useState } from "react"
import "../dialog.css"
import { CloseIcon } from "./parts/CloseIcon"

export default function Controlled() {
  // the open flag lives in React: the button flips it, and the machine reports its own changes back
  // (Escape, a click outside, Close) so the two never disagree
  const [open, setOpen] = useState(false)
  const service = useMachine(dialog.machine, {
    id: useId(),
    open,
    onOpenChange: (details) => setOpen(details.open),
  })
  const api = dialog.connect(service, normalizeProps)

  return (
    <div className="dialog-story">
      {/* zag's trigger props (its ARIA and state), with a click that flips React's flag instead of the machine */}
      <button {...api.getTriggerProps()} onClick={() => setOpen(!open)}>
        Open Dialog
      </button>
      <p className="dialog-status" data-testid="state-open">
        state - isOpen: {String(open)}
      </p>
      <p className="dialog-status" data-testid="machine-open">
        machine - isOpen: {String(api.open)}
      </p>
      {api.open && (
        <Portal>
          <div {...api.getBackdropProps()} />
          <div {...api.getPositionerProps()}>
            <div {...api.getContentProps()}>
              <h2 {...api.getTitleProps()}>Edit profile</h2>
              <p {...api.getDescriptionProps()}>Make changes to your profile here. Click save when you are done.</p>
              <div className="dialog-field">
                <input type="text" placeholder="Enter name..." aria-label="Name" />
                <button type="button" className="dialog-save">
                  Save
                </button>
              </div>
              <button className="dialog-close" {...api.getCloseTriggerProps()}>
                <CloseIcon size={14} />
                Close
              </button>
            </div>
          </div>
        </Portal>
      )}
    </div>
  )
}
