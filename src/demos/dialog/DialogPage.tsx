import * as dialog from "@zag-js/dialog"
import { normalizeProps } from "@zag-js/react"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import { X } from "lucide-react"
import { DemoPage } from "../../workbench/DemoPage"
import { DemoPortal } from "../../workbench/DemoPortal"
import { useControls } from "../../workbench/controls/useControls"
import { dialogControls } from "./controls"
import "./dialog.css"

export default function DialogPage() {
  const controls = useControls(dialogControls)
  const service = useDemoMachine(dialog.machine, controls.values, { id: "1" })
  const api = dialog.connect(service, normalizeProps)

  return (
    <DemoPage
      controls={controls}
      service={service}
      context={["rendered"]}
      props={["modal", "closeOnEscape", "closeOnInteractOutside", "preventScroll", "trapFocus", "role"]}
    >
      <button {...api.getTriggerProps()}> Click me</button>
      {api.open && (
        <DemoPortal target="body">
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
                <X aria-hidden size={14} /> Close
              </button>
            </div>
          </div>
        </DemoPortal>
      )}
    </DemoPage>
  )
}
