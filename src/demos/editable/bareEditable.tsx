// The editable with bare zag, none of the page's fixes, in the page's markup (its stylesheet is loaded too):
// run in a browser by upstream.e2e.ts.
import * as editable from "@zag-js/editable"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useState } from "react"
import { createRoot } from "react-dom/client"

function BareEditable() {
  // every change between preview and edit mode, in order
  const [modes, setModes] = useState<string[]>([])
  const service = useMachine(editable.machine, {
    id: "bare",
    defaultValue: "Hello World",
    activationMode: "focus",
    onEditChange: ({ edit }) => setModes((list) => [...list, edit ? "edit" : "preview"]),
  })
  const api = editable.connect(service, normalizeProps)
  return (
    <div className="editable">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Name</label>
        <div {...api.getAreaProps()}>
          <input data-testid="input" {...api.getInputProps()} />
          <span data-testid="preview" {...api.getPreviewProps()} />
        </div>
        <div {...api.getControlProps()}>
          {!api.editing ? (
            <button {...api.getEditTriggerProps()}>Edit</button>
          ) : (
            <>
              <button {...api.getSubmitTriggerProps()}>Save</button>
              <button {...api.getCancelTriggerProps()}>Cancel</button>
            </>
          )}
        </div>
        <output data-testid="modes">{modes.join(" ")}</output>
      </div>
    </div>
  )
}

createRoot(document.getElementById("root")!).render(<BareEditable />)
