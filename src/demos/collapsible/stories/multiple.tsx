import * as collapsible from "@zag-js/collapsible"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useEffect, useId, useRef, useState } from "react"
import "../collapsible.css"

/** One of three keyed collapsibles, open when the shared flag says so; its trigger flips the flag. */
function Item({ value, open, onOpenChange }: { value: string; open: boolean; onOpenChange(open: boolean): void }) {
  // counted as the item commits, and written straight into its read-out (a count kept in state would render again)
  const renders = useRef(0)
  const rendersOut = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    renders.current++
    if (rendersOut.current) rendersOut.current.textContent = String(renders.current)
  })
  const [initial] = useState(open)
  const service = useMachine(collapsible.machine, {
    id: useId(),
    open,
    onOpenChange: (details) => onOpenChange(details.open),
  })
  const api = collapsible.connect(service, normalizeProps)

  return (
    <div {...api.getRootProps()} data-testid={`item-${value}`}>
      <button {...api.getTriggerProps()}>Collapsible {value}</button>
      <div {...api.getContentProps()}>
        <p>
          Value: {value} · Renders: <span ref={rendersOut} /> · Initially open: {String(initial)}
        </p>
      </div>
    </div>
  )
}

/** Three collapsibles, by key, that follow one `open` flag; reordering keeps each one's own state. */
export default function MultipleCollapsibles() {
  const [list, setList] = useState(["1", "2", "3"])
  const [open, setOpen] = useState(false)

  return (
    <div className="collapsible collapsible-multiple">
      <div className="collapsible-actions">
        <button type="button" onClick={() => setList((items) => [...items].reverse())}>
          reverse
        </button>
        <button type="button" onClick={() => setOpen((flag) => !flag)}>
          toggle collapse
        </button>
      </div>
      <output data-testid="multiple-state">
        list: {list.join(", ")}; open: {String(open)}
      </output>
      <div className="collapsible-stack">
        {list.map((value) => (
          <Item key={value} value={value} open={open} onOpenChange={setOpen} />
        ))}
      </div>
    </div>
  )
}
