import type { PropDoc } from "../docs/reference"
import type { ControlDef, ControlSchema } from "./schema"

/** Props no demo lets a control change: its elements' ids and document, and the view settings' own. */
const NEVER_OFFERED = new Set(["id", "ids", "getRootNode", "dir", "locale"])

const LITERAL = /^"([^"\\]*)"$/

/** A type without `null` (a prop that takes null takes its unset state: the control's empty one). */
const alternativesOf = (type: string) =>
  type
    .split("|")
    .map((each) => each.trim())
    .filter((each) => each !== "null")

/** The kind of control that edits a type: boolean, number, string, or a select of its string literals. */
function controlFor(prop: PropDoc): ControlDef | undefined {
  const types = alternativesOf(prop.type)
  const base = { description: prop.description || undefined }
  if (types.length === 1 && types[0] === "boolean")
    return { ...base, kind: "boolean", default: prop.default === "true" }
  if (types.length === 1 && types[0] === "number") {
    const fallback = prop.default === undefined ? Number.NaN : Number(prop.default)
    return { ...base, kind: "number", default: Number.isFinite(fallback) ? fallback : undefined }
  }
  if (types.length === 1 && types[0] === "string") {
    const fallback = prop.default && LITERAL.exec(prop.default)?.[1]
    return { ...base, kind: "string", default: fallback ?? "" }
  }
  const options = types.map((each) => LITERAL.exec(each)?.[1])
  if (options.length < 2 || options.some((option) => option === undefined)) return undefined
  const fallback = prop.default && LITERAL.exec(prop.default)?.[1]
  return {
    ...base,
    kind: "select",
    options: options as string[],
    default: fallback !== undefined && options.includes(fallback) ? fallback : undefined,
  }
}

/**
 * A controlled value: a prop that has a `default…` twin (`open` and `defaultOpen`). The machine follows it
 * alone, so the demo that wires it up owns it.
 */
const isControlledValue = (name: string, names: ReadonlySet<string>) =>
  names.has(`default${name[0].toUpperCase()}${name.slice(1)}`)

/**
 * The More props controls for a machine's props, in the reference's order: each prop whose type a control
 * edits (boolean, number, string, a union of string literals), with its zag default and its description,
 * but for those `fixed` (the demo's own and the hand-picked controls'), ids, view settings, callbacks and
 * controlled values.
 */
export function generatedSchema(props: readonly PropDoc[], fixed: ReadonlySet<string>): ControlSchema {
  const names = new Set(props.map((prop) => prop.name))
  const schema: ControlSchema = {}
  for (const prop of props) {
    if (fixed.has(prop.name) || NEVER_OFFERED.has(prop.name) || isControlledValue(prop.name, names)) continue
    if (/^on[A-Z]/.test(prop.name)) continue
    const control = controlFor(prop)
    if (control) schema[prop.name] = control
  }
  return schema
}
