import { normalizeProps, useMachine } from "@zag-js/react"
import * as tagsInput from "@zag-js/tags-input"
import { useId } from "react"
import "../tags-input.css"

/** A space token shows as ␠, so that it can be seen and picked. */
const shown = (token: string) => (token.trim() === "" ? "␠" : token)
const tagKey = (token: string) => shown(token).toLowerCase().replace(/\s+/g, "-")

export default function SentenceBuilder() {
  const service = useMachine(tagsInput.machine, {
    id: useId(),
    defaultValue: ["Hello", ",", " ", "world", "!"],
    allowDuplicates: true,
    delimiter: /[,\s]/,
    addOnPaste: true,
    editable: true,
  })
  const api = tagsInput.connect(service, normalizeProps)

  return (
    <div className="tags-input tags-input-story">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Sentence builder (tokens can repeat):</label>
        <div {...api.getControlProps()}>
          {api.value.map((value, index) => {
            const key = tagKey(value)
            return (
              <span key={`${value}-${index}`} {...api.getItemProps({ index, value })}>
                <div data-testid={`${key}-tag`} {...api.getItemPreviewProps({ index, value })}>
                  <span data-testid={`${key}-valuetext`} {...api.getItemTextProps({ index, value })}>
                    {shown(value)}{" "}
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
          <input data-testid="input" {...api.getInputProps()} placeholder="add token" />
        </div>
      </div>
      <p className="tags-input-readout">
        Sentence: <output data-testid="sentence">{api.value.join("")}</output>
      </p>
      <div>
        <button type="button" onClick={() => api.clearValue()}>
          Clear all
        </button>
      </div>
    </div>
  )
}
