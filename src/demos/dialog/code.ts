import { defineCode } from "../../workbench/code/snippet"
import type { dialogControls } from "./controls"

export default defineCode<typeof dialogControls>({
  name: "Dialog",
  machines: [{ module: "dialog" }],
  imports: [`import { createPortal } from "react-dom"`],
  jsx: `
<>
  <button {...api.getTriggerProps()}>Click me</button>
  {api.open &&
    createPortal(
      <>
        <div {...api.getBackdropProps()} />
        <div {...api.getPositionerProps()}>
          <div {...api.getContentProps()}>
            <h2 {...api.getTitleProps()}>Edit profile</h2>
            <p {...api.getDescriptionProps()}>Make changes to your profile here. Click save when you are done.</p>
            <input placeholder="Enter name..." aria-label="Name" />
            <button>Save Changes</button>
            <button {...api.getCloseTriggerProps()}>Close</button>
          </div>
        </div>
      </>,
      document.body,
    )}
</>`,
})
