import type { KeyboardEvent } from "react"
import { nextIndex } from "../rovingKeys"
import { useSearch } from "../url/searchStore"
import { MenuSetting } from "./bar/MenuSetting"
import { PanelButtons } from "./bar/PanelButtons"
import { viewSchema } from "./modules"
import { viewBars } from "./modules/bars"
import { readViewSettings } from "./readViewSettings"
import { KEYS, setViewSetting } from "./settings"
import { chooseTheme } from "./theme"
import { useTheme } from "./useTheme"

/** The settings with a menu in the bar (each setting module names its control), in the modules' order. */
const MENUS = KEYS.filter((key) => viewBars[key].control === "menu")

/**
 * The global view settings above the demo, as one compact toolbar: a menu button per setting (its value
 * on the button, its name in a tooltip), then the panel's buttons. They live in the URL, so nav links
 * carry them from demo to demo. (The `tab` setting's control is the toolbar's tab strip.)
 */
export default function SettingsBar() {
  const { values, issues } = readViewSettings(useSearch())
  const theme = useTheme()
  // one tab stop for the whole bar (the first button, then the last one focused): the arrow keys move
  // between its buttons
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(":scope > button")]
    const index = items.indexOf(event.target as HTMLElement)
    const next = index < 0 ? -1 : nextIndex(event.key, index, items.length)
    if (next < 0) return
    event.preventDefault()
    items.forEach((item, at) => (item.tabIndex = at === next ? 0 : -1))
    items[next].focus()
  }

  return (
    <section className="settings-bar" aria-label="View settings" data-workbench-region="">
      <div role="toolbar" aria-label="View settings" className="settings-toolbar" onKeyDown={onKeyDown}>
        {MENUS.map((key, index) => (
          <MenuSetting
            key={key}
            name={key}
            def={viewSchema[key]}
            words={viewBars[key]}
            value={key === "theme" ? theme : values[key]!}
            icon={key === "theme" ? theme : key}
            onChange={(value) =>
              key === "theme" ? chooseTheme(value === "dark" ? "dark" : "light") : setViewSetting(key, value)
            }
            tabIndex={index ? -1 : 0}
          />
        ))}
        <PanelButtons />
      </div>
      {issues.length > 0 && (
        <p className="settings-notice" role="status">
          <strong>Some view settings in the link were ignored:</strong> {issues.join(" ")}
        </p>
      )}
    </section>
  )
}
