import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import * as select from "@zag-js/select"
import { useEffect, useId, useMemo, useState } from "react"
import { loadPokemon } from "../../../data/pokemon"
import "../select.css"

type Option = { label: string; value: string }

export default function AsyncSelect() {
  const [options, setOptions] = useState<Option[]>([])
  const [loading, setLoading] = useState(true)
  const collection = useMemo(() => select.collection({ items: options }), [options])

  const service = useMachine(select.machine, { id: useId(), collection })
  const api = select.connect(service, normalizeProps)

  // the options load once, on mount; leaving the page first cancels the request
  useEffect(() => {
    const controller = new AbortController()
    loadPokemon(null, controller.signal).then(
      (page) => {
        setOptions(page.results.map(({ name }) => ({ label: name, value: name })))
        setLoading(false)
      },
      () => {},
    )
    return () => controller.abort()
  }, [])

  return (
    <div className="select">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Pokemon</label>
        <div {...api.getControlProps()}>
          <button {...api.getTriggerProps()}>
            <span {...api.getValueTextProps()}>{api.valueAsString || "Select option"}</span>
            <span {...api.getIndicatorProps()}>▼</span>
          </button>
          <button {...api.getClearTriggerProps()}>X</button>
        </div>
      </div>
      <p className="select-note" role="status">
        {loading ? "Loading options…" : `${options.length} options loaded`}
      </p>

      <Portal>
        <div {...api.getPositionerProps()}>
          <ul {...api.getContentProps()}>
            {options.map((item) => (
              <li key={item.value} {...api.getItemProps({ item })}>
                <span {...api.getItemTextProps({ item })}>{item.label}</span>
                <span {...api.getItemIndicatorProps({ item })}>✓</span>
              </li>
            ))}
          </ul>
        </div>
      </Portal>
    </div>
  )
}
