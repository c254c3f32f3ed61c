import type { SettingBar } from "./define"
import type { dir } from "./dir"

/** The bar's side of the `dir` setting: its words and control (see ./define.ts why apart). */
export const dirBar: SettingBar<typeof dir> = {
  label: "Direction",
  text: { ltr: "LTR", rtl: "RTL" },
  control: "menu",
}
