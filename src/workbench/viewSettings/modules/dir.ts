import type { ViewSettingDef } from "./define"

export const dir = {
  options: ["ltr", "rtl"],
  default: "ltr",
} as const satisfies ViewSettingDef
