import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import * as select from "@zag-js/select"
import * as tabs from "@zag-js/tabs"
import { useId, useMemo, useState } from "react"
import "../select.css"

type Kind = "branches" | "tags"

const refs: Record<Kind, string[]> = {
  branches: ["master", "feature", "bugfix", "hotfix", "release", "rsc"],
  tags: ["v1.0.0", "v1.0.1", "v1.0.2", "v1.0.3", "v1.0.4", "v1.0.5"],
}

export default function GitRefPicker() {
  const [kind, setKind] = useState<Kind>("branches")
  const items = useMemo(() => refs[kind].map((ref) => ({ label: ref, value: ref })), [kind])
  const collection = useMemo(() => select.collection({ items }), [items])

  const selectService = useMachine(select.machine, {
    id: useId(),
    collection,
    defaultValue: ["master"],
    // the list is one part of the dropdown, beside the tabs: the content is a dialog holding a listbox
    composite: false,
    // open on the tab that holds the chosen ref, where zag highlights it
    onOpenChange: ({ open, value }) => {
      if (open && value[0]) setKind(refs.tags.includes(value[0]) ? "tags" : "branches")
    },
  })
  const picker = select.connect(selectService, normalizeProps)

  const tabsService = useMachine(tabs.machine, {
    id: useId(),
    value: kind,
    onValueChange: ({ value }) => {
      const next = value as Kind
      setKind(next)
      // a new tab shows other items: start the highlight at its first one
      picker.setHighlightValue(refs[next][0])
    },
  })
  const switcher = tabs.connect(tabsService, normalizeProps)

  return (
    <div className="select">
      <div {...picker.getRootProps()}>
        <label {...picker.getLabelProps()}>Git ref</label>
        <div {...picker.getControlProps()}>
          <button {...picker.getTriggerProps()}>
            <span {...picker.getValueTextProps()}>{picker.valueAsString || "Select a branch or tag"}</span>
            <span {...picker.getIndicatorProps()}>▼</span>
          </button>
        </div>
      </div>

      <Portal>
        <div {...picker.getPositionerProps()}>
          <div className="select-tabs-content" {...picker.getContentProps()}>
            <div className="select-tabs" {...switcher.getRootProps()}>
              <div {...switcher.getListProps()}>
                <button {...switcher.getTriggerProps({ value: "branches" })}>Branch</button>
                <button {...switcher.getTriggerProps({ value: "tags" })}>Tags</button>
              </div>
              {(["branches", "tags"] as const).map((value) => (
                <div key={value} {...switcher.getContentProps({ value })}>
                  {value === kind && (
                    <ul
                      className="select-tabs-list"
                      {...picker.getListProps()}
                      // named after its tab rather than the trigger (the trigger's name is its value)
                      aria-labelledby={undefined}
                      aria-label={value === "branches" ? "Branches" : "Tags"}
                    >
                      {items.map((item) => (
                        <li key={item.value} {...picker.getItemProps({ item })}>
                          <span {...picker.getItemTextProps({ item })}>{item.label}</span>
                          <span {...picker.getItemIndicatorProps({ item })}>✓</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              ))}
            </div>
          </div>
        </div>
      </Portal>
    </div>
  )
}
