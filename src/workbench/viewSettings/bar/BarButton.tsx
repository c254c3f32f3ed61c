import { type ButtonHTMLAttributes, forwardRef } from "react"

type BarButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** Its accessible name (the setting and its value, or what it does). */
  label: string
  icon: string
  /** The value shown beside the icon. */
  value?: string
  /** The tooltip shown on hover and focus. */
  tip: string
}

/** A button of the settings bar: an icon (drawn by shell.css), maybe a value, and a tooltip. */
export const BarButton = forwardRef<HTMLButtonElement, BarButtonProps>(function BarButton(
  { label, icon, value, tip, ...props },
  ref,
) {
  return (
    <button ref={ref} type="button" className="setting" aria-label={label} {...props}>
      <span className="bar-icon" data-icon={icon} aria-hidden="true" />
      {value && <span className="setting-value">{value}</span>}
      <span className="setting-tip" aria-hidden="true">
        {tip}
      </span>
    </button>
  )
})
