import * as dialog from "@zag-js/dialog"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { X } from "lucide-react"
import { useId } from "react"

/** The small dialog the toast demo embeds, to show toasts staying usable next to a modal. */
export function EmbeddedDialog() {
  const service = useMachine(dialog.machine, { id: useId() })
  const api = dialog.connect(service, normalizeProps)

  return (
    <>
      <button {...api.getTriggerProps()}>Open Dialog</button>
      {api.open && (
        <Portal>
          <div className="toast-dialog" {...api.getBackdropProps()} />
          <div className="toast-dialog" {...api.getPositionerProps()}>
            <div className="toast-dialog" {...api.getContentProps()}>
              <h2 {...api.getTitleProps()}>Edit profile</h2>
              <p {...api.getDescriptionProps()}>Make changes to your profile here. Click save when you are done.</p>
              <div className="toast-dialog-field">
                <input type="text" placeholder="Enter name..." aria-label="Name" />
                <button type="button" className="toast-dialog-save">
                  Save
                </button>
              </div>
              <button className="toast-dialog-close" {...api.getCloseTriggerProps()}>
                <X aria-hidden size={14} /> Close
              </button>
            </div>
          </div>
        </Portal>
      )}
    </>
  )
}
