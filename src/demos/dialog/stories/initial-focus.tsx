import * as dialog from "@zag-js/dialog"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId, useRef } from "react"
import "../dialog.css"
import { CloseIcon } from "./parts/CloseIcon"

export default function InitialFocus() {
  const inputRef = useRef<HTMLInputElement>(null)
  const service = useMachine(dialog.machine, {
    id: useId(),
    // the element to focus when the dialog opens, instead of its first tabbable one (Close)
    initialFocusEl: () => inputRef.current,
  })
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
              <button className="dialog-close-icon" aria-label="Close" {...api.getCloseTriggerProps()}>
                <CloseIcon />
              </button>
              <h2 {...api.getTitleProps()}>Edit profile</h2>
              <p {...api.getDescriptionProps()}>Make changes to your profile here. Click save when you are done.</p>
              <div className="dialog-field">
                <input ref={inputRef} type="text" placeholder="Enter name..." aria-label="Name" />
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
