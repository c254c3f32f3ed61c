import * as combobox from "@zag-js/combobox"
import { mergeProps, normalizeProps, useMachine } from "@zag-js/react"
import * as tagsInput from "@zag-js/tags-input"
import { type KeyboardEvent, useId, useMemo, useState } from "react"
import "../combobox.css"
import { comboboxCountries } from "../../../data/combobox-countries"
import { filterContains } from "./filter"

export default function ComboTagsInput() {
  const id = useId()
  // both machines own the same root, label, control and input
  const ids = { root: `${id}root`, label: `${id}label`, control: `${id}control`, input: `${id}input` }
  const [query, setQuery] = useState("")
  const [tags, setTags] = useState<string[]>([])

  // countries already added as tags leave the list
  const items = useMemo(
    () => filterContains(comboboxCountries, query, (item) => item.label).filter((item) => !tags.includes(item.label)),
    [query, tags],
  )
  const collection = useMemo(
    () => combobox.collection({ items, itemToValue: (item) => item.code, itemToString: (item) => item.label }),
    [items],
  )

  const service = useMachine(combobox.machine, {
    id,
    ids,
    collection,
    // a pick becomes a tag, so the combobox itself never keeps a value
    value: [],
    selectionBehavior: "clear",
    openOnClick: true,
    placeholder: "add tag",
    onSelect: ({ itemValue }) => {
      const country = collection.find(itemValue)
      if (country) tagsApi.addValue(country.label)
    },
    onInputValueChange: ({ inputValue }) => setQuery(inputValue),
  })
  const api = combobox.connect(service, normalizeProps)

  const tagsService = useMachine(tagsInput.machine, {
    id: `${id}tags`,
    ids,
    value: tags,
    onValueChange: (details) => setTags(details.value),
  })
  const tagsApi = tagsInput.connect(tagsService, normalizeProps)

  const comboInput = api.getInputProps()
  const tagsInputProps = tagsApi.getInputProps()
  const inputProps = {
    ...mergeProps(tagsInputProps, comboInput),
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      // Enter with no country highlighted turns the typed text into a tag
      const text = api.inputValue.trim()
      if (event.key === "Enter" && !api.highlightedValue && text !== "") {
        event.preventDefault()
        tagsApi.addValue(text)
        api.setInputValue("")
        return
      }
      // otherwise the combobox answers first (Enter picks the highlighted country); the tags input
      // skips the keys it handled and keeps its own (Backspace and the arrows between tags)
      comboInput.onKeyDown?.(event)
      tagsInputProps.onKeyDown?.(event)
    },
  }

  return (
    <div className="combobox combo-tags">
      <div {...mergeProps(tagsApi.getRootProps(), api.getRootProps())}>
        <label {...mergeProps(tagsApi.getLabelProps(), api.getLabelProps())}>Select country</label>
        <div {...mergeProps(tagsApi.getControlProps(), api.getControlProps())}>
          {tagsApi.value.map((value, index) => (
            <span key={`${value}-${index}`} {...tagsApi.getItemProps({ index, value })}>
              <span {...tagsApi.getItemPreviewProps({ index, value })}>
                <span {...tagsApi.getItemTextProps({ index, value })}>{value}</span>
                <button {...tagsApi.getItemDeleteTriggerProps({ index, value })}>
                  <span aria-hidden>✕</span>
                </button>
              </span>
              <input aria-label={`Edit ${value}`} {...tagsApi.getItemInputProps({ index, value })} />
            </span>
          ))}
          <input data-testid="input" {...inputProps} />
        </div>
      </div>
      <div {...api.getPositionerProps()}>
        <ul data-testid="combobox-content" {...api.getContentProps()}>
          {items.map((item) => (
            <li data-testid={item.code} key={item.code} {...api.getItemProps({ item })}>
              <span {...api.getItemTextProps({ item })}>{item.label}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className="combobox-output">Tags: {tags.join(", ") || "none"}</p>
    </div>
  )
}
