import * as asyncList from "@zag-js/async-list"
import * as combobox from "@zag-js/combobox"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useEffect, useId, useMemo, useRef, useState } from "react"
import "../combobox.css"
import { type StarWarsPerson, searchStarWarsPeople } from "../../../data/starwars"

export default function RehydrateCombobox() {
  const [people, setPeople] = useState<StarWarsPerson[]>([])
  const collection = useMemo(
    () =>
      combobox.collection({
        items: people,
        itemToValue: (person) => person.name,
        itemToString: (person) => person.name,
      }),
    [people],
  )

  // the value is known before its item is: the input shows its label once the people arrive
  const service = useMachine(combobox.machine, {
    id: useId(),
    collection,
    defaultValue: ["C-3PO"],
    placeholder: "Example: Dexter",
  })
  const api = combobox.connect(service, normalizeProps)

  // zag fills the input from the selected items; once the people arrive it is told to look again
  const { syncSelectedItems } = api
  const synced = useRef(people)
  useEffect(() => {
    if (synced.current === people) return
    synced.current = people
    syncSelectedItems()
  }, [people, syncSelectedItems])

  const listService = useMachine(asyncList.machine as asyncList.Machine<StarWarsPerson, undefined>, {
    // loads as soon as it starts
    autoReload: true,
    load: async ({ signal }) => ({ items: await searchStarWarsPeople("", { signal }) }),
    onSuccess: ({ items }) => setPeople(items),
  })
  const list = asyncList.connect(listService)

  return (
    <div className="combobox">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Star Wars character</label>
        <div {...api.getControlProps()}>
          <input data-testid="input" {...api.getInputProps()} />
          <button data-testid="trigger" {...api.getTriggerProps()}>
            <span aria-hidden>▼</span>
          </button>
        </div>
      </div>
      <p className="combobox-status" aria-live="polite">
        {list.loading && "Loading people..."}
      </p>
      <div {...api.getPositionerProps()}>
        <ul data-testid="combobox-content" {...api.getContentProps()}>
          {people.map((person) => (
            <li data-testid={person.name} key={person.name} {...api.getItemProps({ item: person })}>
              <span {...api.getItemIndicatorProps({ item: person })}>✅</span>
              <span {...api.getItemTextProps({ item: person })}>{person.name}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className="combobox-output">Value: {api.value.join(", ")}</p>
    </div>
  )
}
