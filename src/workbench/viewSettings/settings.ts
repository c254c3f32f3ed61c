import { DOCS_KEY } from "../url/docsSection"
import { CHROME_KEY } from "../url/isolation"
import { currentSearch, replaceSearch } from "../url/searchStore"
import { parseSetting, type ViewSettingDef } from "./modules/define"
import { viewSchema } from "./modules"

/**
 * The global view settings: query keys shared by every demo, kept across navigation (nav links carry
 * them), and never mistaken for a demo's own controls. One module each in ./modules. (Kept apart from the
 * controls' schema: the shell loads this file on every route, home included.)
 */
export { viewSchema }

type ViewSchema = typeof viewSchema
export type ViewKey = keyof ViewSchema
type ValueOf<K extends ViewKey> = ViewSchema[K]["options"][number]
export type ViewSettings = {
  [K in ViewKey]: ViewSchema[K] extends { default: string } ? ValueOf<K> : ValueOf<K> | undefined
}
export type TabKey = ValueOf<"tab">
export type PanelPosition = ValueOf<"panel">

export const KEYS = Object.keys(viewSchema) as ViewKey[]
export const defaultOf = (key: ViewKey) => (viewSchema[key] as ViewSettingDef).default

export const isViewKey = (key: string): key is ViewKey => Object.hasOwn(viewSchema, key)

/**
 * Splits a query into its global view settings and the rest (the demo's controls). Isolation mode's
 * `chrome` key and the Docs tab's `docs` go with the view settings: no controls, and a control change keeps them.
 */
export function splitQuery(search: string) {
  const view = new URLSearchParams()
  const rest = new URLSearchParams()
  for (const [key, value] of new URLSearchParams(search))
    (isViewKey(key) || key === CHROME_KEY || key === DOCS_KEY ? view : rest).append(key, value)
  return { view, rest }
}

/** The first value a query gives a setting, if it is one of the setting's options. */
const validValue = (params: URLSearchParams, key: ViewKey) => parseSetting(viewSchema[key], params.get(key))

/** The view settings of a query: its valid values, else the defaults. */
export function viewValues(search: string): ViewSettings {
  const params = new URLSearchParams(search)
  return Object.fromEntries(KEYS.map((key) => [key, validValue(params, key) ?? defaultOf(key)])) as ViewSettings
}

/** The query a link to another page carries: the valid view settings that differ from their defaults. */
export function carriedQuery(search: string): string {
  const given = new URLSearchParams(search)
  const params = new URLSearchParams()
  for (const key of KEYS) {
    const value = validValue(given, key)
    if (value !== undefined && value !== defaultOf(key)) params.set(key, value)
  }
  const query = params.toString()
  return query ? `?${query}` : ""
}

/** Sets one view setting in the URL (its default, or undefined, removes it), leaving everything else as it is. */
export function setViewSetting(key: ViewKey, value: string | undefined) {
  const { view, rest } = splitQuery(currentSearch())
  view.delete(key)
  if (value !== undefined && value !== defaultOf(key)) view.set(key, value)
  for (const [k, v] of rest) view.append(k, v)
  replaceSearch(view)
}
