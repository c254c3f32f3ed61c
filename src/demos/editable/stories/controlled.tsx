import * as editable from "@zag-js/editable"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId, useState } from "react"
import { fixPreviewFocusRestore, useFixInputValueTracking } from "../fixes"
import "../editable.css"

export default function ControlledEditable() {
  // edit mode lives here: the machine shows it and asks to change it
  const [edit, setEdit] = useState(false)
  const service = useMachine(editable.machine, {
    id: useId(),
    defaultValue: "Hello World",
    edit,
    onEditChange: (details) => setEdit(details.edit),
  })
  const api = editable.connect(service, normalizeProps)
  const previewProps = api.getPreviewProps()
  const inputRef = useFixInputValueTracking(api, service)

  return (
    <div className="editable">
      <div {...api.getRootProps()}>
        <div {...api.getAreaProps()}>
          <input data-testid="input" {...api.getInputProps()} ref={inputRef} />
          <span data-testid="preview" {...previewProps} {...fixPreviewFocusRestore(previewProps, "focus")} />
        </div>
        <div {...api.getControlProps()}>
          {!api.editing ? (
            <button data-testid="edit-button" {...api.getEditTriggerProps()}>
              Edit
            </button>
          ) : (
            <>
              <button data-testid="save-button" {...api.getSubmitTriggerProps()}>
                Save
              </button>
              <button data-testid="cancel-button" {...api.getCancelTriggerProps()}>
                Cancel
              </button>
            </>
          )}
        </div>
      </div>
      <p>React state: {edit ? "editing" : "preview"}</p>
    </div>
  )
}
