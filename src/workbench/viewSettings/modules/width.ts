import type { ViewSettingDef } from "./define"

export const width = {
  options: ["360", "768", "full"],
  default: "full",
} as const satisfies ViewSettingDef
