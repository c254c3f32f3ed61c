type FormOutputProps = { label: string; values: Record<string, unknown> | null }

/** Shows on the page what the upstream demo only logged to the console. */
export function FormOutput({ label, values }: FormOutputProps) {
  return (
    <section className="form-output" aria-label={label}>
      <h2>{label}</h2>
      <output className="demo-output" aria-live="polite">
        {values === null ? "—" : JSON.stringify(values)}
      </output>
    </section>
  )
}
