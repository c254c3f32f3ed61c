import * as menu from "@zag-js/menu"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId, useState } from "react"
import { actionItems } from "../../../data/menus"
import "../menu.css"

type DetachedMenuProps = { label: string; testId: string; onSelect: (choice: string) => void }

/** A menu that hides while its trigger is scrolled out of its box (hideWhenDetached), and shows again with it. */
function DetachedMenu({ label, testId, onSelect }: DetachedMenuProps) {
  const service = useMachine(menu.machine, {
    id: useId(),
    positioning: { hideWhenDetached: true },
    onSelect: ({ value }) => onSelect(`${value} (${label})`),
  })
  const api = menu.connect(service, normalizeProps)

  return (
    <>
      <button
        className="menu-trigger menu-detached-trigger"
        data-testid={`${testId}-trigger`}
        {...api.getTriggerProps()}
      >
        {label}{" "}
        <span aria-hidden="true" {...api.getIndicatorProps()}>
          ▾
        </span>
      </button>
      <Portal>
        <div {...api.getPositionerProps()}>
          <ul className="menu-content" data-testid={`${testId}-content`} {...api.getContentProps()}>
            {actionItems.map((item) => (
              <li key={item.value} {...api.getItemProps({ value: item.value })}>
                {item.label}
              </li>
            ))}
          </ul>
        </div>
      </Portal>
    </>
  )
}

const rowItems = [1, 2, 3, 4, 5, 6]
const boxMenus = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]

export default function HideWhenDetached() {
  const [selected, setSelected] = useState<string | null>(null)

  return (
    <div className="menu-story">
      <p className="menu-try">
        Try: open a menu, then scroll its row or box until the trigger leaves the view. The menu hides with it, and
        shows again when the trigger comes back.
      </p>
      <p data-testid="selected">Selected: {selected ?? "none"}</p>
      <h2 className="menu-heading">Horizontal scroll</h2>
      <div
        className="menu-detached-row"
        data-testid="row"
        tabIndex={0}
        role="region"
        aria-label="Horizontal scroll row"
      >
        <DetachedMenu label="Row Menu" testId="row" onSelect={setSelected} />
        {rowItems.map((n) => (
          <div key={n} className="menu-detached-item">
            Item {n}
          </div>
        ))}
      </div>
      <h2 className="menu-heading">Vertical scroll</h2>
      <div className="menu-detached-box" data-testid="box" tabIndex={0} role="region" aria-label="Vertical scroll box">
        {boxMenus.map((n) => (
          <DetachedMenu key={n} label={`Menu ${n}`} testId={`menu-${n}`} onSelect={setSelected} />
        ))}
      </div>
    </div>
  )
}
