import * as editable from "@zag-js/editable"
import { normalizeProps } from "@zag-js/react"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import { DemoPage } from "../../workbench/DemoPage"
import { DemoMessage } from "../../workbench/DemoMessage"
import { useControls } from "../../workbench/controls/useControls"
import { editableControls } from "./controls"
import { fixPreviewFocusRestore, useFixInputValueTracking } from "./fixes"
import "./editable.css"

export default function EditablePage() {
  const controls = useControls(editableControls)
  const service = useDemoMachine(editable.machine, {
    defaultValue: "Hello World",
    ...controls.values,
  })
  const api = editable.connect(service, normalizeProps)
  const previewProps = api.getPreviewProps()
  const inputRef = useFixInputValueTracking(api, service)
  const { maxLength } = controls.values
  const atLimit = api.editing && api.value.length >= maxLength

  return (
    <DemoPage
      className="editable"
      controls={controls}
      service={service}
      context={["value", "previousValue"]}
      props={["activationMode", "submitMode", "maxLength", "autoResize", "readOnly", "disabled", "placeholder"]}
    >
      <div {...api.getRootProps()}>
        <div {...api.getAreaProps()}>
          <input data-testid="input" {...api.getInputProps()} ref={inputRef} />
          <span
            data-testid="preview"
            {...previewProps}
            {...fixPreviewFocusRestore(previewProps, controls.values.activationMode)}
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
      <DemoMessage testId="editable-limit">
        {atLimit && `Limit reached: at most ${maxLength} characters; longer text is cut.`}
      </DemoMessage>
    </DemoPage>
  )
}
