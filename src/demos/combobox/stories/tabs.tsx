import * as combobox from "@zag-js/combobox"
import { mergeProps, normalizeProps, useMachine } from "@zag-js/react"
import * as tabs from "@zag-js/tabs"
import { type KeyboardEvent, useId, useMemo, useState } from "react"
import "../combobox.css"
import { filterContains } from "./filter"

type Kind = "Page" | "Component"
type Tab = "All" | Kind
type Entry = { value: string; label: string; kind: Kind }

const pages = ["Docs", "Examples", "Blog", "Community", "Support", "Contact", "About", "Pricing", "Login", "Signup"]
const components = ["Select Tabs", "Select Combobox", "Combobox Tabs", "Menu Button", "Menu Tabs", "Menu Combobox"]
const toEntry = (kind: Kind) => (label: string) => ({ kind, label, value: label.toLowerCase().replace(/ /g, "-") })
const entries: Entry[] = [...pages.map(toEntry("Page")), ...components.map(toEntry("Component"))]

const tabNames: readonly Tab[] = ["All", "Page", "Component"]
const inTab = (items: readonly Entry[], tab: Tab) => (tab === "All" ? [...items] : items.filter((e) => e.kind === tab))

export default function TabsCombobox() {
  const [tab, setTab] = useState<Tab>("All")
  const [query, setQuery] = useState("")

  // what the text matches, counted per tab; the list shows the current tab's share
  const matches = useMemo(() => filterContains(entries, query, (entry) => entry.label), [query])
  const items = useMemo(() => inTab(matches, tab), [matches, tab])
  const collection = useMemo(() => combobox.collection({ items }), [items])

  const service = useMachine(combobox.machine, {
    id: useId(),
    collection,
    // the dropdown holds tabs beside the list: a dialog around a listbox
    composite: false,
    openOnClick: true,
    inputBehavior: "autohighlight",
    placeholder: "Search pages and components",
    positioning: { sameWidth: false, placement: "bottom-start" },
    onInputValueChange: ({ inputValue, reason }) => {
      if (reason === "input-change") setQuery(inputValue)
    },
    onOpenChange: ({ open }) => {
      if (!open) setQuery("")
    },
  })
  const api = combobox.connect(service, normalizeProps)

  const tabsService = useMachine(tabs.machine, {
    id: useId(),
    value: tab,
    // the tabs never take focus: the input keeps it, and ←/→ there switch them
    composite: false,
    onValueChange: ({ value }) => {
      const next = value as Tab
      setTab(next)
      // a new tab shows other items: the highlight starts at its first one
      const first = inTab(matches, next)[0]
      if (first && api.open) api.setHighlightValue(first.value)
    },
  })
  const switcher = tabs.connect(tabsService, normalizeProps)

  const inputProps = mergeProps(api.getInputProps(), {
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (!api.open || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
      if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return
      event.preventDefault()
      // the arrow pointing the way the tabs run goes to the next one (right to left in an RTL view)
      const rtl = getComputedStyle(event.currentTarget).direction === "rtl"
      if ((event.key === "ArrowRight") !== rtl) switcher.selectNext()
      else switcher.selectPrev()
    },
  })

  return (
    <div className="combobox">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Find a page or component</label>
        <div {...api.getControlProps()}>
          <input data-testid="input" {...inputProps} />
          <button data-testid="trigger" {...api.getTriggerProps()}>
            <span aria-hidden>▼</span>
          </button>
        </div>
      </div>
      <div {...api.getPositionerProps()}>
        <div data-testid="combobox-content" className="combobox-tabs" {...api.getContentProps()}>
          <div {...switcher.getRootProps()}>
            <div {...switcher.getListProps()} aria-label="Kinds">
              {tabNames.map((name) => (
                <button
                  key={name}
                  data-testid={`tab-${name.toLowerCase()}`}
                  {...switcher.getTriggerProps({ value: name })}
                >
                  {name} ({inTab(matches, name).length})
                </button>
              ))}
            </div>
            {tabNames.map((name) => (
              <div key={name} {...switcher.getContentProps({ value: name })}>
                {name === tab &&
                  (items.length ? (
                    <ul {...api.getListProps()}>
                      {items.map((item) => (
                        <li
                          data-testid={item.value}
                          key={item.value}
                          {...api.getItemProps({ item, persistFocus: true })}
                        >
                          <span {...api.getItemTextProps({ item })}>{item.label}</span>
                          {tab === "All" && <span className="combobox-kind">{item.kind}</span>}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="combobox-empty">No item found for &quot;{query}&quot;</p>
                  ))}
              </div>
            ))}
          </div>
        </div>
      </div>
      <p className="combobox-output">Value: {api.valueAsString || "none"}</p>
    </div>
  )
}
