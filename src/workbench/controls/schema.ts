/** What every control may have: a label other than its key, the key older links used for it, the prop it feeds. */
type ControlBase = {
  label?: string
  /** A former URL key of this control: links that still use it keep working. */
  formerKey?: string
  /** The machine's prop path it feeds, where its key (its URL key and test id) names it otherwise. */
  prop?: string
  /** What it does: the input's tooltip. */
  description?: string
}

/** A typed description of the options a demo exposes in its Controls panel. */
export type BooleanControl = ControlBase & { kind: "boolean"; default: boolean }
export type StringControl = ControlBase & { kind: "string"; default: string; placeholder?: string }
export type SelectControl<O extends string = string> = ControlBase & {
  kind: "select"
  options: readonly O[]
  /** Omit to leave the option unset until the user picks one. */
  default?: O
}
export type NumberControl = ControlBase & {
  kind: "number"
  default?: number
  min?: number
  max?: number
  step?: number
}

/**
 * A global view setting (`dir`, `locale`: the key names it) shown among a demo's own controls, bound to the
 * global value: it has no value of the demo's own, and its URL key is the view setting's.
 */
export type ViewControl = ControlBase & { kind: "view"; default?: undefined }

export type ControlDef = BooleanControl | StringControl | SelectControl | NumberControl | ViewControl
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
        : D extends ViewControl
          ? undefined
          : never

/** The demo's own values, by key (a view setting's control has none: the view settings hold it). */
export type ControlValues<S extends ControlSchema> = {
  -readonly [K in keyof S as S[K] extends ViewControl ? never : K]: ValueOf<S[K]>
}
export type ControlValue = boolean | string | number | undefined

/** What a validator makes of the values: the ones the machine gets, and why any were changed. */
export type Validation<S extends ControlSchema> = { values: ControlValues<S>; problems: string[] }
export type Validator<S extends ControlSchema> = (values: ControlValues<S>) => Validation<S>

/** A demo's controls: the fields the panel shows, and the checks that keep the machine's options valid. */
export type ControlSpec<S extends ControlSchema> = {
  readonly fields: S
  /**
   * Turns what the user entered into what the machine may get. Values it refuses are replaced
   * (usually by the default) and each refusal is reported as a problem, shown in the Controls panel.
   */
  readonly validate?: Validator<S>
}

/** Declares a demo's controls, keeping the literal option types of its fields. */
export function defineControls<const S extends ControlSchema>(
  fields: S,
  options: { validate?: Validator<S> } = {},
): ControlSpec<S> {
  return { fields, validate: options.validate }
}

/** Runs a spec's validator, if it has one. */
export function validateValues<S extends ControlSchema>(spec: ControlSpec<S>, values: ControlValues<S>): Validation<S> {
  return spec.validate ? spec.validate(values) : { values, problems: [] }
}

type KeyPath<K extends string, V> = K extends `${infer Head}.${infer Rest}`
  ? undefined extends V
    ? { [P in Head]?: KeyPath<Rest, V> }
    : { [P in Head]: KeyPath<Rest, V> }
  : undefined extends V
    ? { [P in K]?: Exclude<V, undefined> }
    : { [P in K]: V }
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never
type Expand<T> = T extends object ? { [K in keyof T]: Expand<T[K]> } : T

/** The values with dotted keys expanded into nested objects: `{ "drawing.size": 4 }` → `{ drawing: { size: 4 } }`. */
export type NestedValues<S extends ControlSchema> = Expand<
  UnionToIntersection<{ [K in keyof S & string]: KeyPath<K, ValueOf<S[K]>> }[keyof S & string]>
>

export function defaultValues<S extends ControlSchema>(schema: S): ControlValues<S> {
  const values: Record<string, ControlValue> = {}
  // a view setting has no value of the demo's own: left out, it can't override the view's value in a spread
  for (const [key, def] of Object.entries(schema)) if (def.kind !== "view") values[key] = def.default
  return values as ControlValues<S>
}

/** The machine prop path a control feeds: its own `prop`, else its key. */
export const propOf = (schema: ControlSchema | undefined, key: string) =>
  (schema && Object.hasOwn(schema, key) ? schema[key].prop : undefined) ?? key

/**
 * Expands dotted keys ("formatOptions.style") into nested objects; unset values are left out. Given the
 * schema, each value goes to the prop its control feeds (`openOnClick` → `expandOnClick`).
 */
export function toNested<S extends ControlSchema>(values: ControlValues<S>, schema?: S): NestedValues<S> {
  const root: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(values as Record<string, ControlValue>)) {
    if (value === undefined) continue
    const path = propOf(schema, key).split(".")
    let node = root
    for (const segment of path.slice(0, -1)) {
      const next = node[segment]
      node = (typeof next === "object" && next !== null ? next : (node[segment] = {})) as Record<string, unknown>
    }
    node[path[path.length - 1]] = value
  }
  return root as NestedValues<S>
}

/** Query parameters for the values that differ from their defaults, in schema order. */
export function encodeQuery<S extends ControlSchema>(schema: S, values: ControlValues<S>): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, def] of Object.entries(schema)) {
    const value = (values as Record<string, ControlValue>)[key]
    if (value === undefined || def.kind === "view" || value === def.default) continue
    params.set(key, String(value))
  }
  return params
}

export type DecodeResult<S extends ControlSchema> = {
  values: ControlValues<S>
  issues: string[]
  /** The keys given that the schema lacks: More props reads them, and reports those it doesn't know. */
  unknown: string[]
}

/**
 * Reads control values from a query string; anything that does not fit the schema is ignored and reported,
 * but for keys the schema lacks: those are listed in `unknown` (the Controls tab's More props reports them).
 */
export function decodeQuery<S extends ControlSchema>(schema: S, params: URLSearchParams): DecodeResult<S> {
  const values: Record<string, ControlValue> = defaultValues(schema)
  const issues: string[] = []
  const unknown: string[] = []
  const seen = new Set<string>()
  const currentKeys = new Map(
    Object.entries(schema).flatMap(([key, def]) => (def.formerKey ? [[def.formerKey, key]] : [])),
  )
  for (const [givenKey, raw] of params) {
    const key = currentKeys.get(givenKey) ?? givenKey
    if (seen.has(key)) {
      issues.push(`“${clip(key)}” was given more than once; the first value is used.`)
      continue
    }
    seen.add(key)
    const def = Object.hasOwn(schema, key) ? schema[key] : undefined
    if (!def) {
      unknown.push(key)
      continue
    }
    const parsed = parseValue(def, raw)
    if (parsed.ok) values[key] = parsed.value
    else issues.push(`“${clip(`${key}=${raw}`)}” was ignored: ${parsed.reason}.`)
  }
  return { values: values as ControlValues<S>, issues, unknown }
}

const NOTICE_LENGTH = 60

/** Shortens a link's text for a notice: a 10,000-character value is named by its start and length. */
export function clip(text: string): string {
  return text.length <= NOTICE_LENGTH ? text : `${text.slice(0, NOTICE_LENGTH)}… (${text.length} characters)`
}

type Parsed = { ok: true; value: ControlValue } | { ok: false; reason: string }

function parseValue(def: ControlDef, raw: string): Parsed {
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
    case "view":
      return { ok: false, reason: "a view setting" }
    case "number": {
      const value = raw.trim() === "" ? Number.NaN : Number(raw)
      if (!Number.isFinite(value)) return { ok: false, reason: "expected a number" }
      if (def.min !== undefined && value < def.min) return { ok: false, reason: `below the minimum ${def.min}` }
      if (def.max !== undefined && value > def.max) return { ok: false, reason: `above the maximum ${def.max}` }
      return { ok: true, value }
    }
  }
}

/** The validated values a spec's demo receives: `ValuesOf<typeof toastControls>`. */
export type ValuesOf<T> = T extends ControlSpec<infer S> ? ControlValues<S> : never
