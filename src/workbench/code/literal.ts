const IDENTIFIER = /^[A-Za-z_$][\w$]*$/
const WIDTH = 100

/**
 * A value as JavaScript source, for a snippet that declares the page's real data: keys unquoted where
 * they can be, and an array or object inline when it fits the line, else one entry a line.
 */
export function codeLiteral(value: unknown, indent = "", lead = 0): string {
  if (value === undefined) return "undefined"
  if (typeof value !== "object" || value === null) return JSON.stringify(value)
  const inner = `${indent}  `
  const entries = Array.isArray(value)
    ? value.map((item) => codeLiteral(item, inner))
    : Object.entries(value)
        .filter(([, item]) => item !== undefined)
        .map(([key, item]) => {
          const name = `${IDENTIFIER.test(key) ? key : JSON.stringify(key)}: `
          return `${name}${codeLiteral(item, inner, name.length)}`
        })
  const [open, close] = Array.isArray(value) ? ["[", "]"] : ["{ ", " }"]
  if (entries.length === 0) return Array.isArray(value) ? "[]" : "{}"
  const inline = `${open}${entries.join(", ")}${close}`
  // `lead`: what stands before the value on its line (a key), `,` after it
  if (!inline.includes("\n") && indent.length + lead + inline.length + 1 <= WIDTH) return inline
  return `${open.trim()}\n${entries.map((entry) => `${inner}${entry},`).join("\n")}\n${indent}${close.trim()}`
}

/**
 * `const <name> = <value>`, with a comment line when the snippet shows only part of the page's data, and a
 * type annotation when the literal's inferred type would be too wide (a union's string, an optional key).
 */
export function declareConst(name: string, value: unknown, note?: string, type?: string): string {
  const head = `const ${name}${type ? `: ${type}` : ""} = `
  return `${note ? `// ${note}\n` : ""}${head}${codeLiteral(value, "", head.length)}`
}
