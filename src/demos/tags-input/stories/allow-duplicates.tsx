import { normalizeProps, useMachine } from "@zag-js/react"
import * as tagsInput from "@zag-js/tags-input"
import { useId } from "react"
import "../tags-input.css"

const tagKey = (value: string) => value.toLowerCase().replace(/\s+/g, "-")

export default function TagsInputWithDuplicates() {
  const service = useMachine(tagsInput.machine, {
    id: useId(),
    defaultValue: ["React", "Vue"],
    allowDuplicates: true,
  })
  const api = tagsInput.connect(service, normalizeProps)

  return (
    <div className="tags-input tags-input-story">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Add tags (duplicates allowed):</label>
        <div {...api.getControlProps()}>
          {api.value.map((value, index) => {
            const key = tagKey(value)
            return (
              // a value may repeat: its index keeps the key unique
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
          {/* after zag's props: zag shows its placeholder only while there are no tags */}
          <input data-testid="input" {...api.getInputProps()} placeholder="Try adding React or Vue again..." />
        </div>
      </div>
      <div>
        <button type="button" onClick={() => api.clearValue()}>
          Clear all
        </button>
      </div>
    </div>
  )
}
