import type { ViewSettingDef } from "./define"

// no default: each page opens its own first tab; the toolbar's tab strip is its control (../../tabs/ holds
// one module per tab, keyed by these options)
export const tab = {
  options: ["controls", "visualizer", "inspector", "code", "docs", "a11y"],
} as const satisfies ViewSettingDef
