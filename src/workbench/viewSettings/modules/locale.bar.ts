import type { SettingBar } from "./define"
import type { locale } from "./locale"

/** The bar's side of the `locale` setting: its words and control (see ./define.ts why apart). */
export const localeBar: SettingBar<typeof locale> = {
  label: "Locale",
  // each locale goes by its own code
  text: {},
  control: "menu",
}
