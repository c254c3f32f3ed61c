import { type FormEvent, useCallback, useMemo, useState } from "react"
import { formValues } from "./formValues"

type DemoOutputProps = {
  label: string
  /** Text as it is; anything else as JSON; null shows a dash. */
  value: unknown
}

/** Shows on the page what the upstream demo only logged to the console. */
export function DemoOutput({ label, value }: DemoOutputProps) {
  const json = value !== null && value !== undefined && typeof value !== "string"
  return (
    <section className="form-output" aria-label={label}>
      <h2>{label}</h2>
      {/* JSON reads left to right on a right-to-left page too (inherited, its punctuation moves around) */}
      <output className="demo-output" aria-live="polite" dir={json ? "ltr" : undefined}>
        {value === null || value === undefined ? "—" : json ? JSON.stringify(value) : value}
      </output>
    </section>
  )
}

export type FormValues = Record<string, string | string[]>

/**
 * Keeps a form's current entries as plain data: spread `formProps` on the `<form>`; `read(form)`
 * takes them at any other moment (e.g. on submit).
 */
export function useFormValues() {
  const [values, setValues] = useState<FormValues | null>(null)
  const read = useCallback((form: HTMLFormElement) => setValues(formValues(form)), [])
  const formProps = useMemo(
    () => ({
      onChange: (event: FormEvent<HTMLFormElement>) => read(event.currentTarget),
      onReset: (event: FormEvent<HTMLFormElement>) => {
        const form = event.currentTarget
        // the reset event fires before the inputs are reset
        queueMicrotask(() => read(form))
      },
    }),
    [read],
  )
  return { values, read, formProps }
}
