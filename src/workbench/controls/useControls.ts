import { useCallback, useMemo } from "react"
import { currentSearch, replaceSearch, useSearch } from "../url/searchStore"
import { isViewKey, splitQuery } from "../viewSettings/settings"
import {
  type ControlSchema,
  type ControlSpec,
  type ControlValue,
  type ControlValues,
  decodeQuery,
  defaultValues,
  encodeQuery,
  type NestedValues,
  toNested,
  validateValues,
} from "./schema"

/** Joins the view settings of `search` with a page's own entries (e.g. its controls). */
export function withViewSettings(search: string, own: URLSearchParams): URLSearchParams {
  const params = splitQuery(search).view
  for (const [key, value] of own) if (!isViewKey(key)) params.append(key, value)
  return params
}

export interface Controls<S extends ControlSchema> {
  schema: S
  /** What the user entered (through the panel or the link), keyed like the schema: the panel shows these. */
  entered: ControlValues<S>
  /** The validated values the machine gets: entered values the spec's validator refused are replaced. */
  values: ControlValues<S>
  /** The same values as the machine's props: dotted keys expanded, renamed keys under their props, unset ones left out. */
  context: NestedValues<S>
  /** Query-string entries that were ignored, as short human sentences (More props reports unknown keys). */
  issues: string[]
  /** The query's keys that the schema lacks: More props reads those that are its own, and reports the rest. */
  unknown: string[]
  /** Entered values the validator refused or changed, as short human sentences. */
  problems: string[]
  set(key: keyof S & string, value: ControlValue): void
  reset(): void
}

/** Control values live in the URL query string so every demo state is a shareable link. */
export function useControls<S extends ControlSchema>(spec: ControlSpec<S>): Controls<S> {
  const schema = spec.fields
  const search = useSearch()
  const {
    values: entered,
    issues,
    unknown,
  } = useMemo(() => decodeQuery(schema, splitQuery(search).rest), [schema, search])
  const { values, problems } = useMemo(() => validateValues(spec, entered), [spec, entered])

  // Built on the URL as it is now, not on the last render, so quick successive changes add up; the
  // global view settings (dir, locale, ...) and the keys of More props stay as they are.
  const set = useCallback(
    (key: keyof S & string, value: ControlValue) => {
      const now = currentSearch()
      const { rest } = splitQuery(now)
      const { values, unknown } = decodeQuery(schema, rest)
      const params = encodeQuery(schema, { ...values, [key]: value } as ControlValues<S>)
      for (const [other, raw] of rest) if (unknown.includes(other)) params.append(other, raw)
      replaceSearch(withViewSettings(now, params))
    },
    [schema],
  )
  const reset = useCallback(
    () => replaceSearch(withViewSettings(currentSearch(), encodeQuery(schema, defaultValues(schema)))),
    [schema],
  )

  const context = useMemo(() => toNested(values, schema), [values, schema])
  return { schema, entered, values, context, issues, unknown, problems, set, reset }
}
