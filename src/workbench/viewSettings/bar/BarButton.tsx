import type { ButtonHTMLAttributes, Ref } from "react"
import { Icon } from "../../icons"

type BarButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** Its accessible name (the setting and its value, or what it does). */
  label: string
  icon: string
  /** The value shown beside the icon. */
  value?: string
  /** The tooltip shown on hover and focus (the label by default). */
  tip?: string
  ref?: Ref<HTMLButtonElement>
}

/** A button of the settings bar: an icon (one of index.html's symbols), maybe a value, and a tooltip. */
export function BarButton({ label, icon, value, tip, ...props }: BarButtonProps) {
  return (
    <button type="button" className="setting" aria-label={label} {...props}>
      <Icon name={icon} size={16} />
      {value && <span className="setting-value">{value}</span>}
      <span className="setting-tip" aria-hidden="true">
        {tip ?? label}
      </span>
    </button>
  )
}
