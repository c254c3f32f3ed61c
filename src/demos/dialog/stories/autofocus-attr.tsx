import * as dialog from "@zag-js/dialog"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId } from "react"
import "../dialog.css"
import { CloseIcon } from "./parts/CloseIcon"

export default function AutofocusAttribute() {
  const service = useMachine(dialog.machine, { id: useId() })
  const api = dialog.connect(service, normalizeProps)

  return (
    <div className="dialog-story">
      <button type="button" {...api.getTriggerProps()}>
        Open dialog
      </button>
      {api.open && (
        <Portal>
          <div {...api.getBackdropProps()} />
          <div {...api.getPositionerProps()}>
            <div {...api.getContentProps()}>
              {/* the first tabbable element, yet not the one that takes the focus */}
              <button className="dialog-close-icon" aria-label="Close" {...api.getCloseTriggerProps()}>
                <CloseIcon />
              </button>
              <h2 {...api.getTitleProps()}>Edit profile</h2>
              <p {...api.getDescriptionProps()}>Make changes to your profile here. Click save when you are done.</p>
              <div className="dialog-field">
                {/* zag focuses the element marked data-autofocus when the dialog opens */}
                <input type="text" placeholder="Enter name..." aria-label="Name" data-autofocus />
                <button type="button" className="dialog-save">
                  Save
                </button>
              </div>
            </div>
          </div>
        </Portal>
      )}
    </div>
  )
}
