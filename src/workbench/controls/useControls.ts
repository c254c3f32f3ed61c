import { useCallback, useMemo } from "react"
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

  const set = useCallback(
    (key: keyof S & string, value: ControlValue) => {
      const next = { ...values, [key]: value } as ControlValues<S>
      setParams(encodeQuery(schema, next), { replace: true, preventScrollReset: true })
    },
    [schema, values, setParams],
  )
  const reset = useCallback(() => {
    setParams(encodeQuery(schema, defaultValues(schema)), { replace: true, preventScrollReset: true })
  }, [schema, setParams])

  const context = useMemo(() => toNested(values as Record<string, ControlValue>), [values])
  return { schema, values, context, issues, set, reset }
}
