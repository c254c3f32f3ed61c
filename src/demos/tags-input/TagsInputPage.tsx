import { normalizeProps, useMachine } from "@zag-js/react"
import * as tagsInput from "@zag-js/tags-input"
import { useId, useState } from "react"
import { DemoMain } from "../../workbench/DemoMain"
import { StateVisualizer } from "../../workbench/visualizer/StateVisualizer"
import { Toolbar } from "../../workbench/Toolbar"
import { useControls } from "../../workbench/controls/useControls"
import { rejectReason, tagKey, tagsInputControls } from "./controls"
import "./tags-input.css"

const DEFAULT_MAX = 6

export default function TagsInputPage() {
  const controls = useControls(tagsInputControls)
  const { max: givenMax, ...options } = controls.values
  const maxProblem =
    Number.isInteger(givenMax) && givenMax >= 1 ? null : `max must be a whole number of at least 1; using ${DEFAULT_MAX}.`
  const max = maxProblem ? DEFAULT_MAX : givenMax
  const [message, setMessage] = useState<string | null>(null)

  const service = useMachine(tagsInput.machine, {
    id: useId(),
    defaultValue: ["React", "Vue"],
    ...options,
    max,
    validate({ inputValue, value }) {
      const reason = rejectReason(inputValue, value)
      setMessage(reason)
      return reason === null
    },
    onValueInvalid({ reason }) {
      if (reason === "rangeOverflow") setMessage(`More than ${max} tags: the list is over its limit.`)
    },
    onInputValueChange({ inputValue }) {
      // the machine empties the input after every attempt; only the user's typing clears the message
      if (inputValue !== "") setMessage(null)
    },
  })
  const api = tagsInput.connect(service, normalizeProps)
  const inputProps = api.getInputProps()

  const full = api.atMax && !options.allowOverflow
  const status = message ?? (full ? `Maximum of ${max} tags reached.` : null)

  return (
    <>
      <DemoMain className="tags-input">
        <div {...api.getRootProps()}>
          <label {...api.getLabelProps()}>Enter frameworks:</label>
          <div {...api.getControlProps()}>
            {api.value.map((value, index) => {
              const key = tagKey(value)
              return (
                <span key={`${value}-${index}`} {...api.getItemProps({ index, value })}>
                  <div data-testid={`${key}-tag`} {...api.getItemPreviewProps({ index, value })}>
                    <span data-testid={`${key}-valuetext`} {...api.getItemTextProps({ index, value })}>
                      {value}{" "}
                    </span>
                    <button data-testid={`${key}-close-button`} {...api.getItemDeleteTriggerProps({ index, value })}>
                      <span aria-hidden>✕</span>
                    </button>
                  </div>
                  <input data-testid={`${key}-input`} {...api.getItemInputProps({ index, value })} />
                </span>
              )
            })}
            <input
              data-testid="input"
              aria-describedby="tags-input-help"
              {...inputProps}
              placeholder="add tag"
              onKeyDown={(event) => {
                inputProps.onKeyDown?.(event)
                if (event.key === "Enter" && event.currentTarget.value.trim() === "" && !api.atMax)
                  setMessage(rejectReason("", api.value))
              }}
            />
          </div>
          <input {...api.getHiddenInputProps()} />
        </div>
        <p id="tags-input-help" className="tags-input-help">
          Press Enter or type a comma to add a tag; Backspace selects the last tag, then removes it. Double-click a
          tag to edit it. {api.count} of {max} tags.
        </p>
        <p className="tags-input-status" role="status">
          {status && <span className="tags-input-message">{status}</span>}
        </p>
        {maxProblem && (
          <p className="tags-input-problem" role="alert">
            Invalid option: {maxProblem}
          </p>
        )}
      </DemoMain>
      <Toolbar controls={controls}>
        <StateVisualizer
          service={service}
          context={["value", "inputValue", "highlightedTagId", "editedTagValue", "editedTagId", "editedTagIndex"]}
          props={["max", "allowOverflow", "addOnPaste", "blurBehavior", "disabled", "readOnly", "dir"]}
        />
      </Toolbar>
    </>
  )
}
