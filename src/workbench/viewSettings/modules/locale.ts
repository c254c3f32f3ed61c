import type { ViewSettingDef } from "./define"

export const locale = {
  options: ["en-US", "en-GB", "de-DE", "fr-FR", "cs-CZ", "mk-MK", "ar-EG", "ja-JP", "zh-CN"],
  default: "en-US",
} as const satisfies ViewSettingDef
