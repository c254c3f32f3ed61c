import * as menu from "@zag-js/menu"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId, useState } from "react"
import "../menu.css"

// 41 items, "Zebra" among them: more than the 200 px box shows, so the highlight has to be scrolled to
const items = [
  ...Array.from({ length: 20 }, (_, i) => `Item ${i}`),
  "Zebra",
  ...Array.from({ length: 20 }, (_, i) => `Item ${i + 20}`),
].map((label) => ({ label, value: label.toLowerCase().replace(" ", "-") }))

export default function Overflow() {
  const [selected, setSelected] = useState<string | null>(null)
  const service = useMachine(menu.machine, {
    id: useId(),
    onSelect: (details) => setSelected(details.value),
  })
  const api = menu.connect(service, normalizeProps)

  return (
    <div className="menu-story">
      <button className="menu-trigger" {...api.getTriggerProps()}>
        Actions{" "}
        <span aria-hidden="true" {...api.getIndicatorProps()}>
          ▾
        </span>
      </button>
      <p data-testid="selected">Selected: {selected ?? "none"}</p>
      <Portal>
        <div {...api.getPositionerProps()}>
          <ul className="menu-content menu-scroll" {...api.getContentProps()}>
            {items.map((item) => (
              <li key={item.value} {...api.getItemProps({ value: item.value })}>
                {item.label}
              </li>
            ))}
          </ul>
        </div>
      </Portal>
    </div>
  )
}
