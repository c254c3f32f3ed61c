import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import * as select from "@zag-js/select"
import { useVirtualizer } from "@tanstack/react-virtual"
import { useId, useRef } from "react"
import { selectCountries } from "../../../data/countries"
import "../select.css"

const collection = select.collection({ items: selectCountries })
const ROW_HEIGHT = 32

export default function VirtualizedSelect() {
  const contentRef = useRef<HTMLDivElement>(null)
  // the virtualizer is a mutable object read during render, which the React Compiler leaves alone
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: selectCountries.length,
    getScrollElement: () => contentRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  })

  const service = useMachine(select.machine, {
    id: useId(),
    collection,
    // only the rows near the scroll position exist: zag asks the virtualizer to bring the highlighted one in
    scrollToIndexFn: ({ index }) => virtualizer.scrollToIndex(index, { align: "auto" }),
  })
  const api = select.connect(service, normalizeProps)

  return (
    <div className="select">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Country</label>
        <div {...api.getControlProps()}>
          <button {...api.getTriggerProps()}>
            <span {...api.getValueTextProps()}>{api.valueAsString || "Select a country"}</span>
            <span {...api.getIndicatorProps()}>▼</span>
          </button>
        </div>
      </div>

      <Portal>
        <div {...api.getPositionerProps()}>
          <div className="select-virtual-content" ref={contentRef} {...api.getContentProps()}>
            <div className="select-virtual-rows" style={{ height: virtualizer.getTotalSize() }}>
              {virtualizer.getVirtualItems().map((row) => {
                const item = selectCountries[row.index]
                return (
                  <div
                    key={item.value}
                    className="select-virtual-item"
                    style={{ height: row.size, transform: `translateY(${row.start}px)` }}
                    {...api.getItemProps({ item })}
                  >
                    <span {...api.getItemTextProps({ item })}>{item.label}</span>
                    <span {...api.getItemIndicatorProps({ item })}>✓</span>
                  </div>
                )
              })}
            </div>
          </div>
        </div>
      </Portal>
    </div>
  )
}
