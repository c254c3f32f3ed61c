import type { SettingBar } from "./define"
import { dirBar } from "./dir.bar"
import { localeBar } from "./locale.bar"
import { panelBar } from "./panel.bar"
import { tabBar } from "./tab.bar"
import { themeBar } from "./theme.bar"
import { widthBar } from "./width.bar"

/** The view settings' labels, option texts and controls, by key (the shell does not load them). */
export const viewBars = {
  dir: dirBar,
  locale: localeBar,
  theme: themeBar,
  width: widthBar,
  tab: tabBar,
  panel: panelBar,
}

/** What the bar shows for an option. */
export const optionText = (bar: SettingBar, option: string) => bar.text[option] ?? option
