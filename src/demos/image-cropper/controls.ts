import { type ControlValues, defineControls } from "../../workbench/controls/schema"

// set I: an empty aspect ratio, max width or max height leaves the crop free in that respect
const fields = {
  aspectRatio: { kind: "number", min: 0.1, max: 10, step: 0.01 },
  minWidth: { kind: "number", default: 40, min: 1, max: 1000, step: 1 },
  minHeight: { kind: "number", default: 40, min: 1, max: 1000, step: 1 },
  maxWidth: { kind: "number", min: 1, max: 1000, step: 1 },
  maxHeight: { kind: "number", min: 1, max: 1000, step: 1 },
  zoomStep: { kind: "number", default: 0.1, min: 0.01, max: 1, step: 0.01 },
  minZoom: { kind: "number", default: 1, min: 0.1, max: 10, step: 0.1 },
  maxZoom: { kind: "number", default: 5, min: 0.1, max: 10, step: 0.1 },
  cropShape: { kind: "select", options: ["rectangle", "circle"], default: "rectangle" },
} as const

type Values = ControlValues<typeof fields>

/** Refuses a minimum above its maximum (both fall back to their defaults) and names the refusal. */
function validateRanges(given: Values) {
  const values = { ...given }
  const problems: string[] = []
  if (values.minZoom > values.maxZoom) {
    problems.push(`minZoom ${values.minZoom} is above maxZoom ${values.maxZoom}, so both are ignored.`)
    values.minZoom = fields.minZoom.default
    values.maxZoom = fields.maxZoom.default
  }
  if (values.maxWidth !== undefined && values.minWidth > values.maxWidth) {
    problems.push(`minWidth ${values.minWidth} is above maxWidth ${values.maxWidth}, so both are ignored.`)
    values.minWidth = fields.minWidth.default
    values.maxWidth = undefined
  }
  if (values.maxHeight !== undefined && values.minHeight > values.maxHeight) {
    problems.push(`minHeight ${values.minHeight} is above maxHeight ${values.maxHeight}, so both are ignored.`)
    values.minHeight = fields.minHeight.default
    values.maxHeight = undefined
  }
  return { values, problems }
}

export const imageCropperControls = defineControls(fields, { validate: validateRanges })
