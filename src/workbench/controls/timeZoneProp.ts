/**
 * A machine's `timeZone` prop names an IANA zone: the date machines hand it to `Intl.DateTimeFormat`, which
 * throws a RangeError for a name it doesn't know ("UTC999"), while rendering. A typed zone the browser doesn't
 * know is refused, with a reason, before the machine sees it.
 */
export function timeZoneProblem(key: string, value: unknown): string | undefined {
  if (key !== "timeZone" || typeof value !== "string" || value === "") return undefined
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value })
    return undefined
  } catch {
    return "not a time zone this browser knows"
  }
}
