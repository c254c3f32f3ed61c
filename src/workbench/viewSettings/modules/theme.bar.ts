import type { SettingBar } from "./define"
import type { theme } from "./theme"

/** The bar's side of the `theme` setting: its words and control (see ./define.ts why apart). */
export const themeBar: SettingBar<typeof theme> = {
  label: "Theme",
  text: { light: "Light", dark: "Dark" },
  control: "menu",
}
