import { Icon } from "../workbench/icons"
import { type Theme, chooseTheme } from "../workbench/viewSettings/theme"
import { useTheme } from "../workbench/viewSettings/useTheme"

export function ThemeToggle() {
  const theme = useTheme()
  const next: Theme = theme === "dark" ? "light" : "dark"
  return (
    <button
      type="button"
      className="theme-toggle"
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      onClick={() => chooseTheme(next)}
    >
      <Icon name={theme === "dark" ? "light" : "dark"} size={18} />
    </button>
  )
}
