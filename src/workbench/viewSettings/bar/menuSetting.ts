import { optionText } from "../modules/bars"
import type { SettingBar, ViewSettingDef } from "../modules/define"

/** A static button pressed before the menu arrived: its menu opens once it has (./LiveMenu.tsx reads this). */
export const pressedEarly = { key: null as string | null }

/** One menu of the settings bar: a setting, its value on screen, and what choosing an option does. */
export type MenuSettingProps = {
  /** The setting's URL key. */
  name: string
  def: ViewSettingDef
  words: SettingBar
  value: string
  icon: string
  onChange: (value: string) => void
  /** The bar's roving tab stop. */
  tabIndex: number
}

/** The props of the setting's button, before and after its menu has loaded. */
export function buttonOf({ name, words, value, icon, tabIndex }: MenuSettingProps) {
  const text = optionText(words, value)
  return {
    label: `${words.label}: ${text}`,
    icon,
    value: text,
    tip: words.label,
    tabIndex,
    "data-setting": name,
  }
}
