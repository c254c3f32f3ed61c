/** A typed description of the options a demo exposes in its Controls panel. */
export type BooleanControl = { kind: "boolean"; default: boolean; label?: string }
export type StringControl = { kind: "string"; default: string; label?: string; placeholder?: string }
export type SelectControl<O extends string = string> = {
  kind: "select"
  options: readonly O[]
  /** Omit to leave the option unset until the user picks one. */
  default?: O
  label?: string
}
export type NumberControl = { kind: "number"; default?: number; min?: number; max?: number; step?: number; label?: string }

export type ControlDef = BooleanControl | StringControl | SelectControl | NumberControl
export type ControlSchema = Record<string, ControlDef>

type ValueOf<D> = D extends BooleanControl
  ? boolean
  : D extends StringControl
    ? string
    : D extends SelectControl<infer O>
      ? D extends { default: string }
        ? O
        : O | undefined
      : D extends NumberControl
        ? D extends { default: number }
          ? number
          : number | undefined
        : never

export type ControlValues<S extends ControlSchema> = { -readonly [K in keyof S]: ValueOf<S[K]> }
export type ControlValue = boolean | string | number | undefined

/** Identity helper that keeps the literal option types of a schema. */
export function defineControls<const S extends ControlSchema>(schema: S): S {
  return schema
}

export function defaultValues<S extends ControlSchema>(schema: S): ControlValues<S> {
  const values: Record<string, ControlValue> = {}
  for (const [key, def] of Object.entries(schema)) values[key] = def.default
  return values as ControlValues<S>
}

/** Expands dotted keys ("formatOptions.style") into nested objects; unset values are left out. */
export function toNested(values: Record<string, ControlValue>): Record<string, unknown> {
  const root: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue
    const path = key.split(".")
    let node = root
    for (const segment of path.slice(0, -1)) {
      const next = node[segment]
      node = (typeof next === "object" && next !== null ? next : (node[segment] = {})) as Record<string, unknown>
    }
    node[path[path.length - 1]] = value
  }
  return root
}

/** Query parameters for the values that differ from their defaults, in schema order. */
export function encodeQuery<S extends ControlSchema>(schema: S, values: ControlValues<S>): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, def] of Object.entries(schema)) {
    const value = (values as Record<string, ControlValue>)[key]
    if (value === undefined || value === def.default) continue
    params.set(key, String(value))
  }
  return params
}

export type DecodeResult<S extends ControlSchema> = { values: ControlValues<S>; issues: string[] }

/** Reads control values from a query string; anything that does not fit the schema is ignored and reported. */
export function decodeQuery<S extends ControlSchema>(schema: S, params: URLSearchParams): DecodeResult<S> {
  const values: Record<string, ControlValue> = defaultValues(schema)
  const issues: string[] = []
  const seen = new Set<string>()
  for (const [key, raw] of params) {
    if (seen.has(key)) {
      issues.push(`“${key}” was given more than once; the first value is used.`)
      continue
    }
    seen.add(key)
    const def = Object.hasOwn(schema, key) ? schema[key] : undefined
    if (!def) {
      issues.push(`Unknown option “${key}” was ignored.`)
      continue
    }
    const parsed = parseValue(def, raw)
    if (parsed.ok) values[key] = parsed.value
    else issues.push(`“${key}=${raw}” was ignored: ${parsed.reason}.`)
  }
  return { values: values as ControlValues<S>, issues }
}

type Parsed = { ok: true; value: ControlValue } | { ok: false; reason: string }

export function parseValue(def: ControlDef, raw: string): Parsed {
  switch (def.kind) {
    case "boolean":
      if (raw === "true") return { ok: true, value: true }
      if (raw === "false") return { ok: true, value: false }
      return { ok: false, reason: "expected true or false" }
    case "string":
      return { ok: true, value: raw }
    case "select":
      if (def.options.includes(raw)) return { ok: true, value: raw }
      return { ok: false, reason: `expected one of ${def.options.join(", ")}` }
    case "number": {
      const value = raw.trim() === "" ? Number.NaN : Number(raw)
      if (!Number.isFinite(value)) return { ok: false, reason: "expected a number" }
      if (def.min !== undefined && value < def.min) return { ok: false, reason: `below the minimum ${def.min}` }
      if (def.max !== undefined && value > def.max) return { ok: false, reason: `above the maximum ${def.max}` }
      return { ok: true, value }
    }
  }
}
