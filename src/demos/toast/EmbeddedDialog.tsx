import * as dialog from "@zag-js/dialog"
import { normalizeProps, useMachine } from "@zag-js/react"
import { Icon } from "../../workbench/icons"
import { useId } from "react"
import { DemoPortal } from "../../workbench/DemoPortal"
import { useViewSettings } from "../../workbench/viewSettings/useViewSettings"

/**
 * The small dialog the toast demo embeds, to show toasts staying usable next to a modal. It is loaded
 * by LazyEmbeddedDialog when first asked for, already open.
 */
export default function EmbeddedDialog() {
  const { dir } = useViewSettings()
  const service = useMachine(dialog.machine, { dir, id: useId(), defaultOpen: true })
  const api = dialog.connect(service, normalizeProps)

  return (
    <>
      <button {...api.getTriggerProps()}>Open Dialog</button>
      {api.open && (
        <DemoPortal target="body">
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
                <Icon name="close" size={14} /> Close
              </button>
            </div>
          </div>
        </DemoPortal>
      )}
    </>
  )
}
