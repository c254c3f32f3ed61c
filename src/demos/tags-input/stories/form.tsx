import { normalizeProps, useMachine } from "@zag-js/react"
import * as tagsInput from "@zag-js/tags-input"
import { type FormEvent, useId, useState } from "react"
import "../tags-input.css"

/** The test-id stem of a tag: lower-cased, whitespace runs replaced by "-". */
const tagKey = (value: string) => value.toLowerCase().replace(/\s+/g, "-")

export default function TagsInputForm() {
  const [submitCount, setSubmitCount] = useState(0)
  const [lastSubmit, setLastSubmit] = useState<string | null>(null)
  const service = useMachine(tagsInput.machine, {
    id: useId(),
    name: "tags",
    defaultValue: ["React", "Vue"],
  })
  const api = tagsInput.connect(service, normalizeProps)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // what the browser itself would send: the hidden input's value
    const value = new FormData(event.currentTarget).get("tags")
    setLastSubmit(typeof value === "string" ? value : "")
    setSubmitCount((count) => count + 1)
  }

  return (
    <form className="tags-input tags-input-story" onSubmit={onSubmit}>
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
          {/* after zag's props: zag shows its placeholder only while there are no tags */}
          <input data-testid="input" {...api.getInputProps()} placeholder="add tag" />
        </div>
        <button {...api.getClearTriggerProps()} aria-label={undefined} title="Clear all tags">
          X
        </button>
        <input {...api.getHiddenInputProps()} />
      </div>
      <div>
        <button type="submit">Submit</button>
      </div>
      <p className="tags-input-readout">
        submit count: <output data-testid="submit-count">{submitCount}</output>
      </p>
      <p className="tags-input-readout">
        last submitted value: <output data-testid="last-submit">{lastSubmit ?? "—"}</output>
      </p>
    </form>
  )
}
