import type * as menu from "@zag-js/menu"
import { Check } from "lucide-react"
import type { MenuItem } from "../../data/menus"

type OptionGroupProps = {
  api: menu.Api
  id: string
  label: string
  type: "radio" | "checkbox"
  items: readonly MenuItem[]
  isChecked: (value: string) => boolean
  onCheckedChange: (value: string, checked: boolean) => void
}

/** A labelled group of radio or checkbox items, each with a check indicator. */
export function OptionGroup({ api, id, label, type, items, isChecked, onCheckedChange }: OptionGroupProps) {
  return (
    <div {...api.getItemGroupProps({ id })}>
      <div className="menu-group-label" {...api.getItemGroupLabelProps({ htmlFor: id })}>
        {label}
      </div>
      {items.map((item) => {
        const option: menu.OptionItemProps = {
          type,
          value: item.value,
          valueText: item.label,
          checked: isChecked(item.value),
          onCheckedChange: (checked) => onCheckedChange(item.value, checked),
        }
        return (
          <div key={item.value} {...api.getOptionItemProps(option)}>
            <span {...api.getItemIndicatorProps(option)}>
              <Check aria-hidden size={16} strokeWidth={2.5} />
            </span>
            <span {...api.getItemTextProps(option)}>{item.label}</span>
          </div>
        )
      })}
    </div>
  )
}
