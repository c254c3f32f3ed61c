import type { SettingBar } from "./define"
import type { width } from "./width"

/** The bar's side of the `width` setting: its words and control (see ./define.ts why apart). */
export const widthBar: SettingBar<typeof width> = {
  label: "Width",
  text: { "360": "360 px", "768": "768 px", full: "Full" },
  control: "menu",
}
