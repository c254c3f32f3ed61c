import * as listbox from "@zag-js/listbox"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useVirtualizer } from "@tanstack/react-virtual"
import { useId, useRef } from "react"
import "../listbox.css"

const items = Array.from({ length: 10_000 }, (_, index) => ({ label: `Item ${index}`, value: `item-${index}` }))
const collection = listbox.collection({ items })
const ROW_HEIGHT = 34

export default function VirtualizedListbox() {
  const contentRef = useRef<HTMLDivElement>(null)
  // the virtualizer is a mutable object read during render, which the React Compiler leaves alone
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => contentRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  })

  const service = useMachine(listbox.machine, {
    id: useId(),
    collection,
    // only the rows near the scroll position exist: zag asks the virtualizer to bring the highlighted one in
    scrollToIndexFn: ({ index }) => virtualizer.scrollToIndex(index, { align: "auto" }),
  })
  const api = listbox.connect(service, normalizeProps)

  return (
    <div className="listbox">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Select an item</label>
        <div ref={contentRef} className="listbox-scroll listbox-virtual" {...api.getContentProps()}>
          <div className="listbox-virtual-rows" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((row) => {
              const item = items[row.index]
              return (
                <div
                  key={item.value}
                  className="listbox-virtual-item"
                  style={{ height: row.size, transform: `translateY(${row.start}px)` }}
                  aria-setsize={items.length}
                  aria-posinset={row.index + 1}
                  {...api.getItemProps({ item, highlightOnHover: true })}
                >
                  <span {...api.getItemTextProps({ item })}>{item.label}</span>
                  <span {...api.getItemIndicatorProps({ item })}>✓</span>
                </div>
              )
            })}
          </div>
        </div>
      </div>
      <output className="listbox-output">Selected: {api.valueAsString || "-"}</output>
    </div>
  )
}
