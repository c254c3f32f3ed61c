/** The form's current entries as plain data (what upstream serialised and logged). */
export function formValues(form: HTMLFormElement): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {}
  for (const [key, entry] of new FormData(form)) {
    const value = typeof entry === "string" ? entry : entry.name
    const existing = result[key]
    if (existing === undefined) result[key] = value
    else result[key] = Array.isArray(existing) ? [...existing, value] : [existing, value]
  }
  return result
}
