/**
 * A machine's `pattern` prop is a regular expression: the number input writes it into the input's `pattern`
 * attribute (which the browser compiles with the `v` flag, and reports as an error when it can't), the pin
 * input compiles it itself (`new RegExp(pattern, "g")`, which throws). A typed pattern neither can compile
 * is refused, with a reason, before the machine sees it.
 */
export function patternProblem(key: string, value: unknown): string | undefined {
  if (key !== "pattern" || typeof value !== "string" || value === "") return undefined
  try {
    new RegExp(value, "g")
    new RegExp(`^(?:${value})$`, "v")
    return undefined
  } catch {
    return "not a valid regular expression"
  }
}
