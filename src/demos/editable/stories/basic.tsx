import * as editable from "@zag-js/editable"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId } from "react"
import { fixPreviewFocusRestore, useFixInputValueTracking } from "../fixes"
import "../editable.css"

export default function BasicEditable() {
  const service = useMachine(editable.machine, {
    id: useId(),
    defaultValue: "Hello World",
    maxLength: 1000,
  })
  const api = editable.connect(service, normalizeProps)
  const previewProps = api.getPreviewProps()
  const inputRef = useFixInputValueTracking(api, service)
  const maxLength = service.prop("maxLength")
  const atLimit = api.editing && maxLength !== undefined && api.value.length >= maxLength

  return (
    <div className="editable editable-basic">
      <div {...api.getRootProps()}>
        <div {...api.getAreaProps()}>
          <input data-testid="input" {...api.getInputProps()} ref={inputRef} />
          <span
            data-testid="preview"
            {...previewProps}
            {...fixPreviewFocusRestore(previewProps, service.prop("activationMode"))}
          />
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
      {atLimit && (
        <p className="demo-message" role="alert" data-testid="editable-limit">
          Limit reached: at most {maxLength} characters; longer text is cut.
        </p>
      )}
    </div>
  )
}
