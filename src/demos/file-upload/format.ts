const SYMBOLS = ["B", "kB", "MB", "GB", "TB", "PB"] as const

/** File size in decimal units (1 kB = 1000 B) to 3 significant digits, e.g. "1.50 kB"; whole bytes below 1 kB. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return ""
  if (bytes < 1000) return `${Math.round(bytes)} B`
  let index = 0
  let value = bytes
  while (index < SYMBOLS.length - 1 && Number(value.toPrecision(3)) >= 1000) {
    value /= 1000
    index++
  }
  return `${value.toPrecision(3)} ${SYMBOLS[index]}`
}

const MIME = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/(\*|[a-z0-9][a-z0-9!#$&^_.+-]*)$/i
const EXTENSION = /^\.[a-z0-9][a-z0-9_.+-]*$/i

/** Splits the accept text into the entries the file input understands and the ones it does not. */
export function parseAccept(text: string): { valid: string[]; invalid: string[] } {
  const valid: string[] = []
  const invalid: string[] = []
  for (const raw of text.split(",")) {
    const entry = raw.trim()
    if (entry === "") continue
    if (MIME.test(entry) || EXTENSION.test(entry)) valid.push(entry.toLowerCase())
    else invalid.push(entry)
  }
  return { valid, invalid }
}
