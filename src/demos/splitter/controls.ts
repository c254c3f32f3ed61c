import { defineControls } from "../../workbench/controls/schema"
import { type Limits, limitsIssue } from "./sizes"

const NO_LIMITS = { "a.minSize": undefined, "a.maxSize": undefined, "b.minSize": undefined, "b.maxSize": undefined }

export const splitterControls = defineControls(
  {
    orientation: { kind: "select", options: ["vertical", "horizontal"], default: "horizontal" },
    "a.minSize": { kind: "number", min: 0, max: 100, step: 1 },
    "a.maxSize": { kind: "number", min: 0, max: 100, step: 1 },
    "b.minSize": { kind: "number", min: 0, max: 100, step: 1 },
    "b.maxSize": { kind: "number", min: 0, max: 100, step: 1 },
  },
  {
    // limits that cannot be met together are all dropped: the panels keep no limits
    validate: (values) => {
      const issue = limitsIssue(panelLimits(values))
      if (!issue) return { values, problems: [] }
      return { values: { ...values, ...NO_LIMITS }, problems: [`Panel size limits not applied: ${issue}`] }
    },
  },
)

type LimitKey = `${"a" | "b"}.${"minSize" | "maxSize"}`

/** Panels a and b with the limits from the controls. */
export function panelLimits(values: Record<LimitKey, number | undefined>): Limits[] {
  return [
    { id: "a", minSize: values["a.minSize"], maxSize: values["a.maxSize"] },
    { id: "b", minSize: values["b.minSize"], maxSize: values["b.maxSize"] },
  ]
}
