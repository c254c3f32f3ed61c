import * as asyncList from "@zag-js/async-list"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import * as select from "@zag-js/select"
import { useEffect, useId, useMemo, useRef, useState } from "react"
import { loadPokemon, type Pokemon } from "../../../data/pokemon"
import "../select.css"

export default function InfiniteScrollSelect() {
  // the pages loaded so far, as the list reports them
  const [pokemon, setPokemon] = useState<Pokemon[]>([])
  const items = useMemo(() => pokemon.map(({ name }) => ({ label: name, value: name })), [pokemon])
  const collection = useMemo(() => select.collection({ items }), [items])

  const service = useMachine(select.machine, { id: useId(), collection })
  const api = select.connect(service, normalizeProps)

  // (the async list renders nothing, so it takes no id)
  const listService = useMachine(asyncList.machine as asyncList.Machine<Pokemon, string>, {
    autoReload: true,
    async load({ cursor, signal }) {
      const page = await loadPokemon(cursor, signal)
      return { items: page.results, cursor: page.next ?? undefined }
    },
    onSuccess: ({ items: page }) =>
      setPokemon((loaded) => [...loaded, ...page.filter((p) => !loaded.some((l) => l.name === p.name))]),
  })
  const list = asyncList.connect(listService)

  // a sentinel after the last item: once it scrolls into view, the next page loads
  const sentinel = useRef<HTMLLIElement>(null)
  const { hasMore, loading, loadMore } = list
  useEffect(() => {
    const element = sentinel.current
    if (!element || !api.open || !hasMore || loading) return
    const observer = new IntersectionObserver(([entry]) => {
      if (entry.isIntersecting) loadMore()
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [api.open, hasMore, loading, loadMore])

  return (
    <div className="select">
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Pokemon</label>
        <div {...api.getControlProps()}>
          <button {...api.getTriggerProps()}>
            <span {...api.getValueTextProps()}>{api.valueAsString || "Select a Pokemon"}</span>
            <span {...api.getIndicatorProps()}>▼</span>
          </button>
          <button {...api.getClearTriggerProps()}>✕</button>
        </div>
      </div>

      <Portal>
        <div {...api.getPositionerProps()}>
          <ul {...api.getContentProps()}>
            {items.map((item) => (
              <li key={item.value} {...api.getItemProps({ item })}>
                <span {...api.getItemTextProps({ item })}>{item.label}</span>
                <span {...api.getItemIndicatorProps({ item })}>✓</span>
              </li>
            ))}
            {hasMore && (
              <li ref={sentinel} role="presentation" className="select-sentinel">
                {loading ? "Loading more..." : ""}
              </li>
            )}
          </ul>
        </div>
      </Portal>
    </div>
  )
}
