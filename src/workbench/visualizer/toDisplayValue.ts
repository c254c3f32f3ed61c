/**
 * Turns machine state into plain JSON-safe data. Values JSON cannot represent (dates, sets, files,
 * DOM nodes, functions, events, cycles) become short readable tokens instead of throwing.
 */
export function toDisplayValue(value: unknown, omit: readonly string[] = []): unknown {
  return convert(value, new Set(omit), new WeakSet())
}

function convert(value: unknown, omit: Set<string>, seen: WeakSet<object>): unknown {
  switch (typeof value) {
    case "undefined":
      return undefined
    case "number":
      return Number.isFinite(value) ? value : String(value)
    case "bigint":
      return `${value}n`
    case "symbol":
      return value.toString()
    case "function":
      return `ƒ ${value.name || "anonymous"}()`
    case "string":
    case "boolean":
      return value
  }
  if (value === null) return null
  const obj = value as object
  const token = tokenFor(obj)
  if (token !== undefined) return token
  if (seen.has(obj)) return "[Circular]"
  seen.add(obj)
  try {
    if (obj instanceof Date) return Number.isNaN(obj.getTime()) ? "Invalid Date" : obj.toISOString()
    if (typeof Event !== "undefined" && obj instanceof Event) {
      return { type: obj.type, target: tokenFor(obj.target), currentTarget: tokenFor(obj.currentTarget) }
    }
    if (obj instanceof Set) return [...obj].map((item) => convert(item, omit, seen))
    if (obj instanceof Map) {
      return Object.fromEntries([...obj].map(([k, v]) => [String(k), convert(v, omit, seen)]))
    }
    if (Array.isArray(obj)) return obj.map((item) => convert(item, omit, seen) ?? null)
    if (hasCustomString(obj)) return String(obj)
    if (typeof (obj as { toJSON?: unknown }).toJSON === "function") {
      return convert((obj as { toJSON(): unknown }).toJSON(), omit, seen)
    }
    const out: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(obj)) {
      if (omit.has(key)) continue
      const converted = convert(item, omit, seen)
      if (converted !== undefined) out[key] = converted
    }
    return out
  } finally {
    seen.delete(obj)
  }
}

function tokenFor(value: unknown): string | undefined {
  if (typeof window === "undefined" || value === null || typeof value !== "object") return undefined
  if (value === window) return "[Window]"
  if (value instanceof Document) return "[Document]"
  if (value instanceof ShadowRoot) return "[ShadowRoot]"
  if (value instanceof File) return `[File: ${value.name}]`
  if (value instanceof Blob) return `[Blob: ${value.size} bytes]`
  if (value instanceof Element) return `<${value.tagName.toLowerCase()}${value.id ? `#${value.id}` : ""}>`
  if (value instanceof Node) return `[${value.nodeName}]`
  if (value instanceof AbortController) return "[AbortController]"
  return undefined
}

/** Date-library values (CalendarDate, Time, ZonedDateTime...) print themselves better than their fields. */
function hasCustomString(obj: object): boolean {
  const proto = Object.getPrototypeOf(obj)
  if (proto === Object.prototype || proto === null) return false
  return typeof obj.toString === "function" && obj.toString !== Object.prototype.toString
}
