import { parseSetting } from "./modules/define"
import { defaultOf, KEYS, viewSchema, type ViewSettings } from "./settings"

/** The view settings in a query; values that do not fit are ignored and reported (as the controls' are). */
export function readViewSettings(search: string): { values: ViewSettings; issues: string[] } {
  const params = new URLSearchParams(search)
  const values: Record<string, string | undefined> = {}
  const issues: string[] = []
  for (const key of KEYS) {
    const [raw, ...more] = params.getAll(key)
    const def = viewSchema[key]
    values[key] = defaultOf(key)
    if (raw === undefined) continue
    const value = parseSetting(def, raw)
    if (value !== undefined) values[key] = value
    else issues.push(`“${key}=${raw}” was ignored: expected one of ${def.options.join(", ")}.`)
    if (more.length) issues.push(`“${key}” was given more than once; the first value is used.`)
  }
  return { values: values as ViewSettings, issues }
}
