import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import * as select from "@zag-js/select"
import { useId, useState } from "react"
import { selectCountries } from "../../../data/countries"
import "../select.css"

const collection = select.collection({ items: selectCountries })

type Which = "a" | "b"

export default function MultipleControlled() {
  // which select is open lives here: opening one closes the other
  const [open, setOpen] = useState<Which | null>(null)
  const openChange = (which: Which) => (next: boolean) =>
    setOpen((current) => (next ? which : current === which ? null : current))

  return (
    <div className="select select-pair">
      <CountrySelect label="Country a" open={open === "a"} onOpenChange={openChange("a")} />
      <CountrySelect label="Country b" open={open === "b"} onOpenChange={openChange("b")} />
      <p>Open: {open ?? "none"}</p>
    </div>
  )
}

type CountrySelectProps = { label: string; open: boolean; onOpenChange: (open: boolean) => void }

function CountrySelect({ label, open, onOpenChange }: CountrySelectProps) {
  const service = useMachine(select.machine, {
    id: useId(),
    collection,
    open,
    onOpenChange: (details) => onOpenChange(details.open),
  })
  const api = select.connect(service, normalizeProps)

  return (
    <div {...api.getRootProps()}>
      <label {...api.getLabelProps()}>{label}</label>
      <div {...api.getControlProps()}>
        <button {...api.getTriggerProps()}>
          <span {...api.getValueTextProps()}>{api.valueAsString || "Select a country"}</span>
          <span {...api.getIndicatorProps()}>▼</span>
        </button>
      </div>
      <Portal>
        <div {...api.getPositionerProps()}>
          <ul {...api.getContentProps()}>
            {(api.open ? selectCountries : []).map((item) => (
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
