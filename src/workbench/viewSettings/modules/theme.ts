import type { ViewSettingDef } from "./define"

// no default: the stored choice applies, then the OS setting
export const theme = {
  options: ["light", "dark"],
} as const satisfies ViewSettingDef
