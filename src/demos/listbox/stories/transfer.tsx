import * as listbox from "@zag-js/listbox"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId, useMemo, useState } from "react"
import "../listbox.css"

type Ninja = { label: string; value: string }

const ninjas: Ninja[] = [
  { label: "Naruto", value: "naruto" },
  { label: "Sasuke", value: "sasuke" },
  { label: "Sakura", value: "sakura" },
  { label: "Kakashi", value: "kakashi" },
  { label: "Shisui", value: "shisui" },
]

export default function TransferListbox() {
  const [sourceItems, setSourceItems] = useState(ninjas)
  const [targetItems, setTargetItems] = useState<Ninja[]>([])
  const sourceCollection = useMemo(() => listbox.collection({ items: sourceItems }), [sourceItems])
  const targetCollection = useMemo(() => listbox.collection({ items: targetItems }), [targetItems])

  const sourceService = useMachine(listbox.machine, {
    id: useId(),
    collection: sourceCollection,
    selectionMode: "multiple",
  })
  const source = listbox.connect(sourceService, normalizeProps)

  const targetService = useMachine(listbox.machine, {
    id: useId(),
    collection: targetCollection,
    selectionMode: "multiple",
  })
  const target = listbox.connect(targetService, normalizeProps)

  // the selected items leave one list for the end of the other, and nothing stays selected
  const moveRight = () => {
    setTargetItems([...targetItems, ...sourceItems.filter((item) => source.value.includes(item.value))])
    setSourceItems(sourceItems.filter((item) => !source.value.includes(item.value)))
    source.clearValue()
  }
  const moveLeft = () => {
    setSourceItems([...sourceItems, ...targetItems.filter((item) => target.value.includes(item.value))])
    setTargetItems(targetItems.filter((item) => !target.value.includes(item.value)))
    target.clearValue()
  }

  return (
    <div className="listbox listbox-transfer">
      <TransferList api={source} items={sourceItems} label="Source" />
      <div className="listbox-transfer-actions">
        <button type="button" onClick={moveRight} disabled={source.empty}>
          Move Right
        </button>
        <button type="button" onClick={moveLeft} disabled={target.empty}>
          Move Left
        </button>
      </div>
      <TransferList api={target} items={targetItems} label="Target" />
    </div>
  )
}

function TransferList({ api, items, label }: { api: listbox.Api; items: Ninja[]; label: string }) {
  return (
    <div {...api.getRootProps()}>
      <label {...api.getLabelProps()}>{label}</label>
      <ul {...api.getContentProps()}>
        {items.map((item) => (
          <li key={item.value} {...api.getItemProps({ item })}>
            <span {...api.getItemTextProps({ item })}>{item.label}</span>
            <span {...api.getItemIndicatorProps({ item })}>✓</span>
          </li>
        ))}
      </ul>
      {items.length === 0 && <p className="listbox-empty">No items</p>}
    </div>
  )
}
