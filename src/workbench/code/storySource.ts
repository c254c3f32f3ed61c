import { type ControlSchema, type ControlValue, type ControlValues, propOf } from "../controls/schema"
import { codeLiteral } from "./literal"
import type { ViewOptions } from "./snippet"

/** The view settings zag assumes when a machine is given none. */
const ZAG_DEFAULTS: Required<ViewOptions> = { dir: "ltr", locale: "en-US" }

type Tree = { [key: string]: ControlValue | Tree }

/** The controls whose values differ from their defaults, under the props they feed, then the view settings. */
function changedOptions(
  schema: ControlSchema,
  values: ControlValues<ControlSchema>,
  view: ViewOptions,
  source: string,
) {
  const tree: Tree = {}
  // the direction goes to every machine; the locale only to one whose story lists it among its controls
  // (not every machine takes a locale); a story that sets either itself keeps its own
  for (const key of ["dir", "locale"] as const) {
    const value = view[key]
    const takes = key === "dir" || key in schema
    if (takes && value !== undefined && value !== ZAG_DEFAULTS[key] && !new RegExp(`\\b${key}:`).test(source))
      tree[key] = value
  }
  for (const [key, def] of Object.entries(schema)) {
    if (key === "dir" || key === "locale") continue
    const value = values[key]
    if (value === undefined || value === def.default) continue
    const path = propOf(schema, key).split(".")
    let node = tree
    for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as Tree
    node[path[path.length - 1]] = value
  }
  return tree
}

const FIRST_MACHINE = /useMachine\([^,()]+,\s*\{\n([ \t]*)/

/**
 * A story module's source as the Code tab shows it: the module itself, with the current control values (and
 * the view's direction and locale) written into the props of its first `useMachine` call, the machine the
 * controls drive. A prop the story already sets on a line of its own (`deselectable: true,`, where the
 * control's default differs from zag's) gets the control's value in place.
 */
export function writeControlsIn(
  source: string,
  schema: ControlSchema,
  values: ControlValues<ControlSchema>,
  view: ViewOptions = {},
): string {
  const tree = changedOptions(schema, values, view, source)
  const match = FIRST_MACHINE.exec(source)
  if (!match || Object.keys(tree).length === 0) return source
  const indent = match[1]
  const at = match.index + match[0].length - indent.length
  let rest = source.slice(at)
  const lines: string[] = []
  for (const [key, value] of Object.entries(tree)) {
    const name = /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key)
    const line = `${indent}${name}: ${codeLiteral(value, indent, name.length + 2)},\n`
    const own = ownPropLine(rest, indent, name)
    if (own) rest = rest.slice(0, own.start) + line + rest.slice(own.end)
    else lines.push(line)
  }
  return source.slice(0, at) + lines.join("") + rest
}

/** Where the machine's props (starting at `props`, each at `indent`) set `name` on one line of its own, if they do. */
function ownPropLine(props: string, indent: string, name: string): { start: number; end: number } | undefined {
  let start = 0
  while (start < props.length) {
    const end = props.indexOf("\n", start) + 1 || props.length
    const line = props.slice(start, end)
    // the props end at the first line indented less than they are (the closing `})`)
    if (line.trim() !== "" && !line.startsWith(indent)) return undefined
    if (line.startsWith(`${indent}${name}: `) && line.trimEnd().endsWith(",")) return { start, end }
    start = end
  }
  return undefined
}
