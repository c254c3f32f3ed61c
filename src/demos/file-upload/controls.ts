import { type ControlValues, defineControls } from "../../workbench/controls/schema"

const fields = {
  accept: { kind: "string", default: "", placeholder: "image/*, .pdf, text/plain" },
  maxFiles: { kind: "number", default: 1, min: 1, step: 1 },
  disabled: { kind: "boolean", default: false },
  dropzone: { kind: "boolean", default: true },
  minFileSize: { kind: "number", default: 0, min: 0, step: 1 },
  maxFileSize: { kind: "number", min: 0, step: 1 },
} as const

type Values = ControlValues<typeof fields>

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

/**
 * Keeps the accept entries the file input understands (joined by ",") and drops the others; a
 * minimum size above the maximum, which would reject every file, is dropped too.
 */
export function validateFileLimits(values: Values) {
  const problems: string[] = []
  const { valid, invalid } = parseAccept(values.accept)
  if (invalid.length > 0) {
    const entries = invalid.map((entry) => `“${entry}”`).join(", ")
    problems.push(
      `Ignored accept ${invalid.length === 1 ? "entry" : "entries"} ${entries}: use a MIME type (image/png), a wildcard (image/*) or an extension (.pdf).`,
    )
  }
  let { minFileSize } = values
  if (values.maxFileSize !== undefined && minFileSize > values.maxFileSize) {
    problems.push(
      `minFileSize (${minFileSize} bytes) is above maxFileSize (${values.maxFileSize} bytes), so every file would be rejected; using no minimum.`,
    )
    minFileSize = 0
  }
  return { values: { ...values, accept: valid.join(","), minFileSize }, problems }
}

export const fileUploadControls = defineControls(fields, { validate: validateFileLimits })
