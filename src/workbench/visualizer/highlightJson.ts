export type JsonToken = { text: string; kind?: "key" | "string" | "number" | "boolean" | "null" }

const TOKEN = /("(?:\\.|[^"\\])*")(\s*:)?|\b(true|false)\b|\bnull\b|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g

/** Splits formatted JSON into coloured tokens (plain punctuation and whitespace in between). */
export function highlightJson(json: string): JsonToken[] {
  const tokens: JsonToken[] = []
  let last = 0
  for (const match of json.matchAll(TOKEN)) {
    const index = match.index ?? 0
    if (index > last) tokens.push({ text: json.slice(last, index) })
    if (match[1] !== undefined) {
      if (match[2] !== undefined) {
        tokens.push({ text: match[1], kind: "key" }, { text: match[2] })
      } else {
        tokens.push({ text: match[1], kind: "string" })
      }
    } else if (match[3] !== undefined) {
      tokens.push({ text: match[0], kind: "boolean" })
    } else if (match[0] === "null") {
      tokens.push({ text: match[0], kind: "null" })
    } else {
      tokens.push({ text: match[0], kind: "number" })
    }
    last = index + match[0].length
  }
  if (last < json.length) tokens.push({ text: json.slice(last) })
  return tokens
}
