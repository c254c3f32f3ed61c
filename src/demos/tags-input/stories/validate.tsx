import { normalizeProps, useMachine } from "@zag-js/react"
import * as tagsInput from "@zag-js/tags-input"
import { useId, useState } from "react"
import "../tags-input.css"

const tagKey = (value: string) => value.toLowerCase().replace(/\s+/g, "-")

/** Why a tag is refused, or null when it may be added. */
function refusal(tag: string, tags: readonly string[]): string | null {
  if (!/^[a-z]+$/.test(tag)) return `“${tag}” is not lowercase letters only`
  if (tags.includes(tag)) return `“${tag}” is already a tag`
  return null
}

export default function ValidatedTagsInput() {
  const [invalid, setInvalid] = useState<string | null>(null)
  const service = useMachine(tagsInput.machine, {
    id: useId(),
    defaultValue: ["react", "vue"],
    validate: ({ inputValue, value }) => {
      const reason = refusal(inputValue, value)
      setInvalid(reason)
      return reason === null
    },
    onInputValueChange: ({ inputValue }) => {
      // the machine empties the input after every attempt: only the user's typing clears the message
      if (inputValue !== "") setInvalid(null)
    },
  })
  const api = tagsInput.connect(service, normalizeProps)

  return (
    <div className="tags-input tags-input-story">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Lowercase letters only:</label>
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
          {/* after zag's props: zag shows its placeholder only while there are no tags */}
          <input data-testid="input" {...api.getInputProps()} placeholder="Try: svelte or React (rejected)" />
        </div>
      </div>
      <p className="tags-input-invalid" role="status">
        {invalid && `Invalid: ${invalid}`}
      </p>
      <div>
        <button type="button" onClick={() => api.clearValue()}>
          Clear all
        </button>
      </div>
    </div>
  )
}
