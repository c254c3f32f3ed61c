import type { SettingBar } from "./define"
import type { panel } from "./panel"

/** The bar's side of the `panel` setting: its words and control (see ./define.ts why apart). */
export const panelBar: SettingBar<typeof panel> = {
  label: "Panel",
  text: { right: "Right", bottom: "Bottom" },
  control: "panel",
}
