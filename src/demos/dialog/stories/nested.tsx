import * as dialog from "@zag-js/dialog"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId } from "react"
import "../dialog.css"

export default function Nested() {
  const parentService = useMachine(dialog.machine, { id: useId() })
  const parent = dialog.connect(parentService, normalizeProps)

  const childService = useMachine(dialog.machine, { id: useId() })
  const child = dialog.connect(childService, normalizeProps)

  // "Close Dialog 1" closes both: the nested dialog first, then the one it sits on
  const closeBoth = () => {
    child.setOpen(false)
    parent.setOpen(false)
  }

  return (
    <div className="dialog-story">
      <button data-testid="trigger-1" {...parent.getTriggerProps()}>
        Open Dialog
      </button>
      {/* room to scroll, so the page's scroll lock shows */}
      <div className="dialog-spacer" aria-hidden="true" />
      {parent.open && (
        <Portal>
          <div {...parent.getBackdropProps()} />
          <div data-testid="positioner-1" {...parent.getPositionerProps()}>
            {/* while the nested dialog is open, this one steps back (dialog.css) */}
            <div {...parent.getContentProps()} data-nested-open={child.open ? "" : undefined}>
              <button className="dialog-close-icon" data-testid="close-1" {...parent.getCloseTriggerProps()}>
                X
              </button>
              <h2 {...parent.getTitleProps()}>Edit profile</h2>
              <p {...parent.getDescriptionProps()}>Make changes to your profile here. Click save when you are done.</p>
              <div className="dialog-field">
                <input data-testid="input-1" type="text" placeholder="Enter name..." aria-label="Name" />
                <button type="button" className="dialog-save" data-testid="save-button-1">
                  Save Changes
                </button>
              </div>
              <div className="dialog-actions">
                <button data-testid="trigger-2" {...child.getTriggerProps()}>
                  Open Nested
                </button>
              </div>
            </div>
          </div>
        </Portal>
      )}
      {parent.open && child.open && (
        <Portal>
          <div {...child.getBackdropProps()} />
          <div className="dialog-positioner-nested" data-testid="positioner-2" {...child.getPositionerProps()}>
            <div {...child.getContentProps()}>
              <button className="dialog-close-icon" data-testid="close-2" {...child.getCloseTriggerProps()}>
                X
              </button>
              <h2 {...child.getTitleProps()}>Nested</h2>
              <div className="dialog-actions">
                <button type="button" data-testid="special-close" onClick={closeBoth}>
                  Close Dialog 1
                </button>
              </div>
            </div>
          </div>
        </Portal>
      )}
    </div>
  )
}
