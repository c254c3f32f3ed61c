import * as menu from "@zag-js/menu"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId, useState } from "react"
import { actionItems } from "../../../data/menus"
import "../menu.css"

type Which = "first" | "second"

export default function MultipleControlled() {
  // which menu is open lives here, in React: opening one closes the other
  const [open, setOpen] = useState<Which | null>(null)
  const [selected, setSelected] = useState<string | null>(null)
  const openChange = (which: Which) => (next: boolean) =>
    setOpen((current) => (next ? which : current === which ? null : current))

  return (
    <div className="menu-story">
      <div className="menu-row">
        <ActionsMenu name="First" open={open === "first"} onOpenChange={openChange("first")} onSelect={setSelected} />
        <ActionsMenu
          name="Second"
          open={open === "second"}
          onOpenChange={openChange("second")}
          onSelect={setSelected}
        />
      </div>
      <p data-testid="open-menu">Open menu: {open ?? "none"}</p>
      <p data-testid="selected">Selected: {selected ?? "none"}</p>
    </div>
  )
}

type ActionsMenuProps = {
  name: string
  open: boolean
  onOpenChange: (open: boolean) => void
  onSelect: (value: string) => void
}

function ActionsMenu({ name, open, onOpenChange, onSelect }: ActionsMenuProps) {
  const service = useMachine(menu.machine, {
    id: useId(),
    open,
    onOpenChange: (details) => onOpenChange(details.open),
    onSelect: (details) => onSelect(`${details.value} (${name})`),
  })
  const api = menu.connect(service, normalizeProps)

  return (
    <div className="menu-card">
      <button className="menu-trigger" {...api.getTriggerProps()}>
        Click me{" "}
        <span aria-hidden="true" {...api.getIndicatorProps()}>
          ▾
        </span>
      </button>
      <p className="menu-note" data-testid={`open-state-${name.toLowerCase()}`}>
        {name} open: {String(open)}
      </p>
      <Portal>
        <div {...api.getPositionerProps()}>
          <ul className="menu-content" {...api.getContentProps()}>
            {actionItems.map((item) => (
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
