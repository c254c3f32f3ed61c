import * as combobox from "@zag-js/combobox"
import * as dialog from "@zag-js/dialog"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useEffect, useId, useMemo, useState } from "react"
import "../combobox.css"
import { type Command, commandData } from "../../../data/command"
import { containsText } from "./filter"

const { allItems, applications, commands, suggestions } = commandData

type Group = { label: string; items: readonly Command[] }

/** The suggestions, then the other commands and apps; while typing, one group of what matches by title or name. */
function groupsFor(query: string): Group[] {
  const text = query.trim()
  if (text === "") {
    const rest = (items: readonly Command[]) => items.filter((item) => !suggestions.includes(item))
    return [
      { label: "Suggestions", items: suggestions },
      { label: "Commands", items: rest(commands) },
      { label: "Apps", items: rest(applications) },
    ]
  }
  const results = allItems.filter((item) => containsText(item.title, text) || containsText(item.name, text))
  return results.length ? [{ label: "Results", items: results }] : []
}

export default function CommandMenu() {
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState("")
  const [action, setAction] = useState<Command | null>(null)

  const groups = useMemo(() => groupsFor(query), [query])
  const collection = useMemo(
    () =>
      combobox.collection({
        items: groups.flatMap((group) => group.items),
        itemToValue: (item) => item.name,
        itemToString: (item) => item.title,
      }),
    [groups],
  )

  const service = useMachine(combobox.machine, {
    id: useId(),
    collection,
    // the list is always open while the dialog shows it; the dialog owns Escape and outside clicks
    open,
    disableLayer: true,
    loopFocus: false,
    inputBehavior: "autohighlight",
    selectionBehavior: "clear",
    // a pick is an action, not a value the menu keeps
    value: [],
    placeholder: "Type a command or search term...",
    onInputValueChange: ({ inputValue }) => setQuery(inputValue),
    onSelect: ({ itemValue }) => {
      setAction(collection.find(itemValue))
      setOpen(false)
    },
  })
  const api = combobox.connect(service, normalizeProps)

  const dialogService = useMachine(dialog.machine, {
    id: useId(),
    open,
    onOpenChange: (details) => {
      setOpen(details.open)
      // each opening starts from the suggestions
      if (!details.open) api.setInputValue("")
    },
  })
  const modal = dialog.connect(dialogService, normalizeProps)

  // Cmd+K (Ctrl+K off the Mac) opens the menu from anywhere on the page
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== "k" || !(event.metaKey || event.ctrlKey) || event.altKey) return
      event.preventDefault()
      setOpen(true)
    }
    document.addEventListener("keydown", onKeyDown, true)
    return () => document.removeEventListener("keydown", onKeyDown, true)
  }, [])

  return (
    <div className="combobox">
      <div className="combobox-actions">
        <button type="button" {...modal.getTriggerProps()}>
          Open Command Menu
        </button>
      </div>
      <p className="combobox-hint">
        or press <kbd>Ctrl</kbd> + <kbd>K</kbd> (<kbd>⌘</kbd> + <kbd>K</kbd> on a Mac)
      </p>
      <p className="combobox-output" data-testid="selected-action">
        Selected Action: {action?.title ?? "none"}
      </p>

      {modal.open && (
        <Portal>
          <div className="cmdk-backdrop" {...modal.getBackdropProps()} />
          <div className="cmdk-positioner" {...modal.getPositionerProps()}>
            <div className="combobox cmdk" {...modal.getContentProps()}>
              <h2 className="visually-hidden" {...modal.getTitleProps()}>
                Command Menu
              </h2>
              <div {...api.getRootProps()}>
                <label className="visually-hidden" {...api.getLabelProps()}>
                  Search commands and apps
                </label>
                <div {...api.getControlProps()}>
                  <input data-testid="input" {...api.getInputProps()} />
                </div>
                <div data-testid="combobox-content" className="cmdk-list" {...api.getContentProps()}>
                  {groups.map((group) => (
                    <div key={group.label} {...api.getItemGroupProps({ id: group.label })}>
                      <div {...api.getItemGroupLabelProps({ htmlFor: group.label })}>{group.label}</div>
                      {group.items.map((item) => (
                        <div
                          data-testid={item.name}
                          key={item.name}
                          {...api.getItemProps({ item, persistFocus: true })}
                        >
                          <span {...api.getItemTextProps({ item })}>{item.title}</span>
                          <span className="combobox-kind">{item.extension?.title ?? "Application"}</span>
                        </div>
                      ))}
                    </div>
                  ))}
                </div>
                {groups.length === 0 && <p className="combobox-empty">No results found</p>}
              </div>
            </div>
          </div>
        </Portal>
      )}
    </div>
  )
}
