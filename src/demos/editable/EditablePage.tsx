import * as editable from "@zag-js/editable"
import { normalizeProps, useMachine } from "@zag-js/react"
import { type FocusEvent, type MouseEvent, useId, useLayoutEffect, useRef } from "react"
import { DemoMain } from "../../workbench/DemoMain"
import { StateVisualizer } from "../../workbench/visualizer/StateVisualizer"
import { Toolbar } from "../../workbench/Toolbar"
import { useControls } from "../../workbench/controls/useControls"
import { editableControls } from "./controls"
import "./editable.css"

export default function EditablePage() {
  const controls = useControls(editableControls)
  const service = useMachine(editable.machine, {
    id: useId(),
    defaultValue: "Hello World",
    ...controls.values,
  })
  const api = editable.connect(service, normalizeProps)
  const previewProps = api.getPreviewProps()
  const inputRef = useRef<HTMLInputElement>(null)
  const editing = api.editing
  useLayoutEffect(() => {
    // the machine writes the input through the native setter, which React's change tracking does not
    // see; after a revert React would then ignore typing the text it last saw. Writing it here keeps both in step.
    if (editing && inputRef.current) inputRef.current.value = service.context.get("value")
  }, [editing, service])
  const { maxLength } = controls.values
  const atLimit = api.editing && api.value.length >= maxLength

  return (
    <>
      <DemoMain className="editable">
        <div {...api.getRootProps()}>
          <div {...api.getAreaProps()}>
            <input data-testid="input" {...api.getInputProps()} ref={inputRef} />
            <span
              data-testid="preview"
              {...previewProps}
              {...blurBeforeEditing(previewProps, controls.values.activationMode)}
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
        <p className="editable-limit" role="status">
          {atLimit && `Limit reached: at most ${maxLength} characters; longer text is cut.`}
        </p>
      </DemoMain>
      <Toolbar controls={controls}>
        <StateVisualizer
          service={service}
          context={["value", "previousValue"]}
          props={["activationMode", "submitMode", "maxLength", "autoResize", "readOnly", "disabled", "placeholder"]}
        />
      </Toolbar>
    </>
  )
}

type PreviewHandlers = {
  onFocus?: (event: FocusEvent<HTMLElement>) => void
  onClick?: (event: MouseEvent<HTMLElement>) => void
  onDoubleClick?: (event: MouseEvent<HTMLElement>) => void
}

/**
 * Entering edit mode hides the focused preview in the same React commit, and React then puts focus
 * back on the element that was focused before the commit, which the machine reads as a focus outside
 * and submits at once. Blurring the preview first leaves nothing for React to restore.
 */
function blurBeforeEditing(handlers: PreviewHandlers, mode: "focus" | "click" | "dblclick"): PreviewHandlers {
  const wrap =
    <E extends FocusEvent<HTMLElement> | MouseEvent<HTMLElement>>(activates: boolean, handler?: (event: E) => void) =>
    (event: E) => {
      const element = event.currentTarget
      handler?.(event)
      if (activates && element.getAttribute("aria-disabled") !== "true" && !element.hasAttribute("data-readonly")) {
        element.blur()
      }
    }
  return {
    onFocus: wrap(mode === "focus", handlers.onFocus),
    onClick: wrap(mode === "click", handlers.onClick),
    onDoubleClick: wrap(mode === "dblclick", handlers.onDoubleClick),
  }
}
