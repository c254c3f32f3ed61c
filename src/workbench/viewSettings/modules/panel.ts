import type { ViewSettingDef } from "./define"

// where the workbench panel docks; no default: the stored choice applies, then the right
export const panel = {
  options: ["right", "bottom"],
} as const satisfies ViewSettingDef
