import { type ControlValues, defineControls } from "../../workbench/controls/schema"

const fields = {
  aspectRatio: { kind: "select", options: ["free", "1:1", "16:9", "4:3"], default: "free" },
  cropShape: { kind: "select", options: ["rectangle", "circle"], default: "rectangle" },
  minZoom: { kind: "number", default: 1, min: 0.1, max: 10, step: 0.1 },
  maxZoom: { kind: "number", default: 5, min: 0.1, max: 10, step: 0.1 },
} as const

export const ASPECT_RATIOS = { free: undefined, "1:1": 1, "16:9": 16 / 9, "4:3": 4 / 3 } as const

/** Keeps minZoom and maxZoom only when minZoom is not above maxZoom. */
function validateZoomRange(values: ControlValues<typeof fields>) {
  if (values.minZoom <= values.maxZoom) return { values, problems: [] }
  return {
    values: { ...values, minZoom: fields.minZoom.default, maxZoom: fields.maxZoom.default },
    problems: [`minZoom ${values.minZoom} is above maxZoom ${values.maxZoom}, so both are ignored.`],
  }
}

export const imageCropperControls = defineControls(fields, { validate: validateZoomRange })
