import * as dialog from "@zag-js/dialog"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId, useState } from "react"
import "../dialog.css"

export default function Mutation() {
  const service = useMachine(dialog.machine, { id: useId(), "aria-label": "Mutation" })
  const api = dialog.connect(service, normalizeProps)
  const [next, setNext] = useState(false)

  return (
    <div className="dialog-story">
      <button {...api.getTriggerProps()}> Click me</button>
      <p className="dialog-status">Open it and press the button inside: it replaces itself, and the focus stays in.</p>
      {/* always mounted: zag hides the backdrop and the content while the dialog is closed */}
      <Portal>
        <div {...api.getBackdropProps()} />
        <div {...api.getPositionerProps()} hidden={!api.open}>
          <div {...api.getContentProps()}>
            {/* the keys make React remove the focused button and add another, rather than reuse it */}
            {next ? (
              <button key="previous" type="button" onClick={() => setNext(false)}>
                Set previous content
              </button>
            ) : (
              <button key="next" type="button" onClick={() => setNext(true)}>
                Set next content
              </button>
            )}
          </div>
        </div>
      </Portal>
    </div>
  )
}
