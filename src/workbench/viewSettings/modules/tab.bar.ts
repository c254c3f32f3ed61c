import type { SettingBar } from "./define"
import type { tab } from "./tab"

/** The bar's side of the `tab` setting: its words and control (see ./define.ts why apart). */
export const tabBar = {
  label: "Tab",
  text: {
    controls: "Controls",
    visualizer: "Visualizer",
    inspector: "Inspector",
    code: "Code",
    docs: "Docs",
    a11y: "Accessibility",
  },
  control: "tabs",
} satisfies SettingBar<typeof tab>
