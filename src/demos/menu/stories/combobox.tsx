import * as combobox from "@zag-js/combobox"
import * as menu from "@zag-js/menu"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId, useMemo, useState } from "react"
import { type ComboboxCountry, comboboxCountries } from "../../../data/combobox-countries"
import "../../combobox/combobox.css"
import "../menu.css"

/** Lower case, accents dropped: "Åland" and "aland" compare equal. */
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()

/** The countries whose name or code contains the typed text, case and accents aside, in list order. */
const matching = (query: string) => {
  const text = fold(query.trim())
  if (!text) return comboboxCountries
  return comboboxCountries.filter((country) => fold(country.label).includes(text) || fold(country.code).includes(text))
}

export default function MenuWithCombobox() {
  const [query, setQuery] = useState("")
  const [chosen, setChosen] = useState<ComboboxCountry | null>(null)
  const countries = useMemo(() => matching(query), [query])
  const collection = useMemo(
    () =>
      combobox.collection({ items: countries, itemToValue: (item) => item.code, itemToString: (item) => item.label }),
    [countries],
  )

  const menuService = useMachine(menu.machine, {
    id: useId(),
    // the menu holds a search field and a list, not menu items: it pops up as a dialog, and keeps no keys
    composite: false,
    onOpenChange: ({ open }) => {
      // every opening starts from an empty field and the whole list
      if (open) search.setInputValue("")
    },
  })
  const actions = menu.connect(menuService, normalizeProps)

  const comboboxService = useMachine(combobox.machine, {
    id: useId(),
    collection,
    // open as long as the menu is; the menu is the layer (Escape and outside presses close it)
    open: actions.open,
    disableLayer: true,
    inputBehavior: "autohighlight",
    selectionBehavior: "clear",
    value: [],
    placeholder: "Search countries...",
    onInputValueChange: ({ inputValue }) => setQuery(inputValue),
    onSelect: ({ itemValue }) => {
      const country = comboboxCountries.find((item) => item.code === itemValue) ?? null
      console.log("chosen country", country)
      setChosen(country)
      actions.setOpen(false)
    },
    // Escape in the field closes the menu
    onOpenChange: ({ open }) => {
      if (!open) actions.setOpen(false)
    },
  })
  const search = combobox.connect(comboboxService, normalizeProps)

  return (
    <div className="menu-story">
      <button className="menu-trigger" {...actions.getTriggerProps()}>
        Actions{" "}
        <span aria-hidden="true" {...actions.getIndicatorProps()}>
          ▾
        </span>
      </button>
      <p data-testid="selected">Selected: {chosen ? `${chosen.label} (${chosen.code})` : "none"}</p>
      <Portal>
        <div {...actions.getPositionerProps()}>
          <div className="menu-content menu-combobox combobox" {...actions.getContentProps()}>
            <div {...search.getRootProps()}>
              <label className="visually-hidden" {...search.getLabelProps()}>
                Search countries
              </label>
              <div {...search.getControlProps()}>
                <input {...search.getInputProps()} />
              </div>
              <ul {...search.getContentProps()}>
                {actions.open &&
                  countries.map((item) => (
                    <li key={item.code} data-testid={item.code} {...search.getItemProps({ item })}>
                      <span {...search.getItemTextProps({ item })}>{item.label}</span>{" "}
                      <span className="menu-country-code">{item.code}</span>
                    </li>
                  ))}
              </ul>
              {actions.open && countries.length === 0 && <p className="combobox-empty">No results found</p>}
            </div>
          </div>
        </div>
      </Portal>
    </div>
  )
}
