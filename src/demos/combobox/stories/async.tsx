import * as asyncList from "@zag-js/async-list"
import * as combobox from "@zag-js/combobox"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId, useMemo, useState } from "react"
import "../combobox.css"
import { type StarWarsPerson, searchStarWarsPeople } from "../../../data/starwars"

export default function AsyncCombobox() {
  const [people, setPeople] = useState<StarWarsPerson[]>([])
  const [selected, setSelected] = useState<StarWarsPerson[]>([])
  const collection = useMemo(
    () =>
      combobox.collection({
        items: people,
        itemToValue: (person) => person.name,
        itemToString: (person) => person.name,
      }),
    [people],
  )

  const service = useMachine(combobox.machine, {
    id: useId(),
    collection,
    placeholder: "Search people...",
    onInputValueChange: ({ inputValue, reason }) => {
      // each keystroke starts a new search; the list machine aborts the one still running
      if (reason === "input-change") list.setFilterText(inputValue)
    },
    onValueChange: (details) => setSelected(details.items),
  })
  const api = combobox.connect(service, normalizeProps)

  const listService = useMachine(asyncList.machine as asyncList.Machine<StarWarsPerson, undefined>, {
    // the first load lists everyone; each search then loads its matches
    autoReload: true,
    load: async ({ filterText, signal }) => ({ items: await searchStarWarsPeople(filterText, { signal }) }),
    onSuccess: ({ items }) => setPeople(items),
  })
  const list = asyncList.connect(listService)

  return (
    <div className="combobox">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Search Star Wars characters</label>
        <div {...api.getControlProps()}>
          <input data-testid="input" {...api.getInputProps()} />
          <button data-testid="trigger" {...api.getTriggerProps()}>
            <span aria-hidden>▼</span>
          </button>
        </div>
      </div>
      <p className="combobox-status" aria-live="polite">
        {list.loading && <span data-testid="loading">Loading...</span>}
      </p>
      <div {...api.getPositionerProps()}>
        <ul data-testid="combobox-content" {...api.getContentProps()}>
          {people.map((person) => (
            <li data-testid={`item-${person.name}`} key={person.name} {...api.getItemProps({ item: person })}>
              <span {...api.getItemIndicatorProps({ item: person })}>✅</span>
              <span {...api.getItemTextProps({ item: person })}>{person.name}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className="combobox-output">
        Selected: <span data-testid="selected-value">{selected.map((person) => person.name).join(", ")}</span>
      </p>
    </div>
  )
}
