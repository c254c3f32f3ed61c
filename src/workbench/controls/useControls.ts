import { useCallback, useMemo, useRef } from "react"
import { useSearchParams } from "react-router"
import {
  type ControlSchema,
  type ControlValue,
  type ControlValues,
  decodeQuery,
  defaultValues,
  encodeQuery,
  toNested,
} from "./schema"

export interface Controls<S extends ControlSchema> {
  schema: S
  /** Flat, typed values keyed like the schema. */
  values: ControlValues<S>
  /** The same values with dotted keys expanded into nested objects, unset ones left out. */
  context: Record<string, unknown>
  /** Query-string entries that were ignored, as short human sentences. */
  issues: string[]
  set(key: keyof S & string, value: ControlValue): void
  reset(): void
}

/** Control values live in the URL query string so every demo state is a shareable link. */
export function useControls<S extends ControlSchema>(schema: S): Controls<S> {
  const [params, setParams] = useSearchParams()
  const search = params.toString()
  const { values, issues } = useMemo(() => decodeQuery(schema, new URLSearchParams(search)), [schema, search])

  // The URL commits asynchronously: two quick changes must build on each other, not on the last render.
  const latest = useRef({ search, values })
  if (latest.current.search !== search) latest.current = { search, values }

  const set = useCallback(
    (key: keyof S & string, value: ControlValue) => {
      const next = { ...latest.current.values, [key]: value } as ControlValues<S>
      latest.current = { search: latest.current.search, values: next }
      setParams(encodeQuery(schema, next), { replace: true, preventScrollReset: true })
    },
    [schema, setParams],
  )
  const reset = useCallback(() => {
    latest.current = { search: latest.current.search, values: defaultValues(schema) }
    setParams(encodeQuery(schema, defaultValues(schema)), { replace: true, preventScrollReset: true })
  }, [schema, setParams])

  const context = useMemo(() => toNested(values as Record<string, ControlValue>), [values])
  return { schema, values, context, issues, set, reset }
}
