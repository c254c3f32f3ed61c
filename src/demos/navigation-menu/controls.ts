import { type ControlValues, defineControls } from "../../workbench/controls/schema"

const fields = {
  orientation: { kind: "select", options: ["horizontal", "vertical"], default: "horizontal" },
  openDelay: { kind: "number", default: 200, min: 0, max: 5000, step: 50 },
  closeDelay: { kind: "number", default: 300, min: 0, max: 5000, step: 50 },
  disableClickTrigger: { kind: "boolean", default: false },
  disableHoverTrigger: { kind: "boolean", default: false },
} as const

/** With both triggers off nothing could open a panel (keys press the trigger too): the hover trigger stays on. */
export function validateTriggers(values: ControlValues<typeof fields>) {
  if (!(values.disableClickTrigger && values.disableHoverTrigger)) return { values, problems: [] }
  return {
    values: { ...values, disableHoverTrigger: false },
    problems: [
      "disableClickTrigger and disableHoverTrigger cannot both be on: nothing could open a panel, so hover still opens them.",
    ],
  }
}

export const navigationMenuControls = defineControls(fields, { validate: validateTriggers })
