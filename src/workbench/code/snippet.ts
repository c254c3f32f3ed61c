import type { ControlSchema, ControlValue, ControlValues } from "../controls/schema"

/** How one control becomes a machine option; by default it is passed under its own key, as a literal. */
export type OptionMapping<V = ControlValue> =
  /** A page-level control that is no machine option. */
  | false
  | {
      /** The option's key (dotted keys nest) when it differs from the control's. */
      as?: string
      /** The option's value as code; `undefined` leaves the option out. */
      code?: (value: V) => string | undefined
      /** zag's own default when it differs from the control's: the option is listed whenever the value differs from it. */
      default?: ControlValue
    }

/** One `useMachine` call of a demo. */
export type MachineCode<S extends ControlSchema> = {
  /** The zag package, without "@zag-js/": `import * as <camelCase> from "@zag-js/<module>"`. */
  module: string
  /** The import's name when the module's camelCase name does not fit (`switch` is a keyword). */
  name?: string
  /** Where the machine sits in the module: `group` for `toast.group.machine`. */
  path?: string
  /** Writes, at module level, something else than a `useMachine` call with the options (e.g. a toast store). */
  declare?: (options: string) => string
  /** Names of the service and api variables (for pages with several machines). */
  service?: string
  api?: string
  /** Options the demo always passes, as code, listed before the controls' ones. */
  fixed?: Record<string, string>
  /** How controls become options; controls not listed here are passed as they are. */
  options?: { [K in keyof ControlValues<S>]?: OptionMapping<ControlValues<S>[K]> }
  /** Options made from several controls at once, as code; `undefined` leaves one out. */
  computed?: (values: ControlValues<S>) => Record<string, string | undefined>
  /** Leave out every control that has no mapping (a second machine that only gets `fixed` options). */
  onlyMapped?: boolean
  /** Which view settings the machine takes as options: `dir` unless told otherwise. */
  view?: ReadonlyArray<keyof ViewOptions>
}

/** The page's view settings that reach its machines; a snippet lists them when they aren't zag's defaults. */
export type ViewOptions = { dir?: string; locale?: string }
const ZAG_VIEW_DEFAULTS: Required<ViewOptions> = { dir: "ltr", locale: "en-US" }

/**
 * A demo's snippet template: its machines and the JSX skeleton of its parts. It knows its controls' schema by
 * type only (`defineCode<typeof spec>`): the Code tab hands it the schema, so the template chunk shares no code
 * with the page's.
 */
export type CodeTemplate<S extends ControlSchema = ControlSchema> = {
  /** The component's name. */
  name: string
  machines: Array<MachineCode<S>>
  /** Further import lines. */
  imports?: string[]
  /** Code at module level before the component (sample data, collections). */
  before?: string
  /** Lines inside the component before the machines (state the options use). */
  setup?: string
  /** Lines inside the component between the machines and the return. */
  body?: string
  /** The returned JSX, indented by two spaces. */
  jsx: string
}

/** Types a template by its demo's controls: `defineCode<typeof accordionControls>({ … })`. */
export function defineCode<Spec extends { fields: ControlSchema }>(
  template: CodeTemplate<Spec["fields"]>,
): CodeTemplate<Spec["fields"]> {
  return template
}

const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())

const nameOf = (machine: { module: string; name?: string }) => machine.name ?? camelCase(machine.module)

const literal = (value: ControlValue) => JSON.stringify(value)

type OptionTree = { [key: string]: string | OptionTree }

function setPath(tree: OptionTree, path: string, code: string) {
  const keys = path.split(".")
  let node = tree
  for (const key of keys.slice(0, -1)) {
    const next = node[key]
    node = typeof next === "object" ? next : (node[key] = {})
  }
  node[keys[keys.length - 1]] = code
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/

function printTree(tree: OptionTree, indent: string): string {
  return Object.entries(tree)
    .map(([key, value]) => {
      const name = IDENTIFIER.test(key) ? key : JSON.stringify(key)
      if (typeof value === "string") return value === key ? `${indent}${name},` : `${indent}${name}: ${value},`
      return `${indent}${name}: {\n${printTree(value, `${indent}  `)}\n${indent}},`
    })
    .join("\n")
}

/** The options one machine gets: its fixed ones, then every control whose value differs from the default. */
function machineOptions<S extends ControlSchema>(
  machine: MachineCode<S>,
  schema: S,
  values: ControlValues<S>,
  view: ViewOptions,
): OptionTree {
  const tree: OptionTree = machine.declare ? {} : { id: "useId()" }
  if (!machine.declare) {
    for (const key of machine.view ?? ["dir"]) {
      const value = view[key]
      if (value !== undefined && value !== ZAG_VIEW_DEFAULTS[key]) setPath(tree, key, literal(value))
    }
  }
  for (const [key, code] of Object.entries(machine.fixed ?? {})) setPath(tree, key, code)
  for (const [key, code] of Object.entries(machine.computed?.(values) ?? {}))
    if (code !== undefined) setPath(tree, key, code)
  for (const [key, def] of Object.entries(schema)) {
    const mapping = (machine.options as Record<string, OptionMapping | undefined> | undefined)?.[key]
    if (mapping === false || (mapping === undefined && machine.onlyMapped)) continue
    const value = (values as Record<string, ControlValue>)[key]
    const fallback = mapping && "default" in mapping ? mapping.default : def.default
    if (value === undefined || value === fallback) continue
    const code = mapping?.code ? mapping.code(value) : literal(value)
    if (code !== undefined) setPath(tree, mapping?.as ?? key, code)
  }
  return tree
}

/** The React component that reproduces a demo with these control values and view settings. */
export function renderSnippet<S extends ControlSchema>(
  template: CodeTemplate<S>,
  schema: S,
  values: ControlValues<S>,
  view: ViewOptions = {},
): string {
  const modules = new Map(template.machines.map((machine) => [machine.module, nameOf(machine)]))
  const imports = mergeNamedImports([
    ...[...modules].map(([module, name]) => `import * as ${name} from "@zag-js/${module}"`),
    ...(template.imports ?? []),
    `import { normalizeProps, useMachine } from "@zag-js/react"`,
    `import { useId } from "react"`,
  ]).sort((a, b) => fromOf(a).localeCompare(fromOf(b)))

  const declared = template.machines
    .filter((machine) => machine.declare)
    .map((machine) => {
      const tree = machineOptions(machine, schema, values, view)
      return machine.declare!(Object.keys(tree).length === 0 ? "{}" : `{\n${printTree(tree, "  ")}\n}`)
    })
  const machines = template.machines
    .filter((machine) => !machine.declare)
    .map((machine) => {
      const name = [nameOf(machine), machine.path].filter(Boolean).join(".")
      const service = machine.service ?? "service"
      const api = machine.api ?? "api"
      const options = printTree(machineOptions(machine, schema, values, view), "    ")
      return [
        `  const ${service} = useMachine(${name}.machine, {\n${options}\n  })`,
        `  const ${api} = ${name}.connect(${service}, normalizeProps)`,
      ].join("\n")
    })

  return [
    imports.join("\n"),
    "",
    ...declared.flatMap((code) => [code, ""]),
    ...(template.before ? [template.before.trim(), ""] : []),
    `export function ${template.name}() {`,
    ...(template.setup ? [trimBlock(template.setup), ""] : []),
    machines.join("\n\n"),
    ...(template.body ? ["", trimBlock(template.body)] : []),
    "",
    "  return (",
    indentJsx(template.jsx),
    "  )",
    "}",
    "",
  ].join("\n")
}

const trimBlock = (code: string) => code.replace(/^\n+|\s+$/g, "")

const NAMED_IMPORT = /^import \{ ([^}]+) \} from "([^"]+)"$/

/** One `import { a, b } from "m"` per module: a template's `useState` joins the snippet's own `useId`. */
function mergeNamedImports(lines: string[]): string[] {
  const named = new Map<string, Set<string>>()
  const others: string[] = []
  for (const line of lines) {
    const match = NAMED_IMPORT.exec(line)
    if (!match) others.push(line)
    else
      for (const name of match[1].split(",")) named.set(match[2], (named.get(match[2]) ?? new Set()).add(name.trim()))
  }
  return [
    ...others,
    ...[...named].map(([module, names]) => `import { ${[...names].sort().join(", ")} } from "${module}"`),
  ]
}

const fromOf = (line: string) => /from "([^"]+)"/.exec(line)?.[1] ?? line

/** Re-indents the template's JSX by four spaces, whatever its own indentation. */
function indentJsx(jsx: string): string {
  const lines = jsx.replace(/^\n+|\s+$/g, "").split("\n")
  const margin = Math.min(...lines.filter((line) => line.trim()).map((line) => line.length - line.trimStart().length))
  return lines.map((line) => (line.trim() ? `    ${line.slice(margin)}` : "")).join("\n")
}
