import { useVirtualizer } from "@tanstack/react-virtual"
import * as combobox from "@zag-js/combobox"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId, useMemo, useRef, useState } from "react"
import "../combobox.css"
import { comboboxCountries } from "../../../data/combobox-countries"
import { filterContains } from "./filter"

const ROW_HEIGHT = 34

export default function VirtualizedCombobox() {
  const [items, setItems] = useState(comboboxCountries)
  const collection = useMemo(
    () => combobox.collection({ items, itemToValue: (item) => item.code, itemToString: (item) => item.label }),
    [items],
  )

  const contentRef = useRef<HTMLDivElement>(null)
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer re-renders this component itself
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => contentRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 4,
  })

  const service = useMachine(combobox.machine, {
    id: useId(),
    collection,
    placeholder: "Type a country",
    // only the rows in view exist: zag asks the virtualizer to bring the highlighted one into view
    scrollToIndexFn: ({ index }) => virtualizer.scrollToIndex(index, { align: "auto" }),
    onInputValueChange: ({ inputValue, reason }) => {
      if (reason === "input-change") setItems(filterContains(comboboxCountries, inputValue, (item) => item.label))
    },
    onOpenChange: ({ open }) => {
      if (!open) setItems(comboboxCountries)
    },
  })
  const api = combobox.connect(service, normalizeProps)

  return (
    <div className="combobox">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Select country</label>
        <div {...api.getControlProps()}>
          <input data-testid="input" {...api.getInputProps()} />
          <button data-testid="trigger" {...api.getTriggerProps()}>
            <span aria-hidden>▼</span>
          </button>
        </div>
      </div>
      <div {...api.getPositionerProps()}>
        <div data-testid="combobox-content" className="combobox-virtual" ref={contentRef} {...api.getContentProps()}>
          <div className="combobox-virtual-rows" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((row) => {
              const item = items[row.index]
              return (
                <div
                  data-testid={item.code}
                  key={item.code}
                  className="combobox-virtual-row"
                  style={{ height: row.size, transform: `translateY(${row.start}px)` }}
                  {...api.getItemProps({ item })}
                >
                  <span {...api.getItemIndicatorProps({ item })}>✅</span>
                  <span {...api.getItemTextProps({ item })}>{item.label}</span>
                </div>
              )
            })}
          </div>
        </div>
      </div>
    </div>
  )
}
