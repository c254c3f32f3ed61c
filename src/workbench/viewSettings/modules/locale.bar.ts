import type { SettingBar } from "./define"
import type { locale } from "./locale"

/** The bar's side of the `locale` setting: its words and control (see ./define.ts why apart). */
export const localeBar: SettingBar<typeof locale> = {
  label: "Locale",
  text: { "en-US": "en-US", "en-GB": "en-GB", "de-DE": "de-DE", "fr-FR": "fr-FR", "ar-EG": "ar-EG", "ja-JP": "ja-JP", "zh-CN": "zh-CN" },
  control: "menu",
}
