import { normalizeProps } from "@zag-js/react"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import * as tagsInput from "@zag-js/tags-input"
import { useState } from "react"
import { DemoPage } from "../../workbench/DemoPage"
import { DemoMessage } from "../../workbench/DemoMessage"
import { useControls } from "../../workbench/controls/useControls"
import { rejectReason, tagKey, tagsInputControls } from "./controls"
import { isEmptyTagSubmit } from "./emptySubmit"
import "./tags-input.css"

export default function TagsInputPage() {
  const controls = useControls(tagsInputControls)
  const { max, ...options } = controls.values
  const [message, setMessage] = useState<string | null>(null)

  const service = useDemoMachine(tagsInput.machine, {
    defaultValue: ["React", "Vue"],
    ...options,
    max,
    validate({ inputValue, value }) {
      const reason = rejectReason(inputValue, value, options.allowDuplicates)
      setMessage(reason)
      return reason === null
    },
    onValueInvalid({ reason }) {
      if (reason === "rangeOverflow") setMessage(`More than ${max} tags: the list is over its limit.`)
    },
    // a tag added, edited or removed: whatever was refused before no longer applies
    onValueChange: () => setMessage(null),
    onInputValueChange({ inputValue }) {
      // the machine empties the input after every attempt; only the user's typing clears the message
      if (inputValue !== "") setMessage(null)
    },
  })
  const api = tagsInput.connect(service, normalizeProps)
  const inputProps = api.getInputProps()

  const full = api.atMax && !options.allowOverflow

  return (
    <DemoPage
      className="tags-input"
      controls={controls}
      service={service}
      context={["value", "inputValue", "highlightedTagId", "editedTagValue", "editedTagId", "editedTagIndex"]}
      props={["max", "allowOverflow", "addOnPaste", "allowDuplicates", "blurBehavior", "disabled", "readOnly", "dir"]}
    >
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
              const press = {
                key: event.key,
                inputValue: event.currentTarget.value,
                state: service.state.get(),
                atMax: api.atMax,
              }
              inputProps.onKeyDown?.(event)
              if (isEmptyTagSubmit(press)) setMessage(rejectReason("", api.value))
            }}
          />
        </div>
        <button {...api.getClearTriggerProps()} aria-label={undefined} title="Clear all tags">
          X
        </button>
        <input {...api.getHiddenInputProps()} />
      </div>
      <p id="tags-input-help" className="tags-input-help">
        Press Enter or type a comma to add a tag; Backspace selects the last tag, then removes it. Double-click a tag to
        edit it. {api.count} of {max} tags.
      </p>
      <p className="tags-input-status" role="status">
        {full && !message && `Maximum of ${max} tags reached.`}
      </p>
      <DemoMessage testId="tags-input-message">{message}</DemoMessage>
    </DemoPage>
  )
}
