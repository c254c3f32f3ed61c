import { type ControlValues, defineControls } from "../../workbench/controls/schema"

const DEFAULT_MAX = 6

const fields = {
  disabled: { kind: "boolean", default: false },
  readOnly: { kind: "boolean", default: false },
  addOnPaste: { kind: "boolean", default: false },
  allowDuplicates: { kind: "boolean", default: false },
  // upstream's default ("---") is not one of the options: the select starts unset
  blurBehavior: { kind: "select", options: ["add", "clear"] },
  max: { kind: "number", default: DEFAULT_MAX },
  allowOverflow: { kind: "boolean", default: false },
  dir: { kind: "view" },
} as const

/** max must be a whole number of at least 1; else the default, with a reason. */
export function validateMax(values: ControlValues<typeof fields>) {
  if (Number.isInteger(values.max) && values.max >= 1) return { values, problems: [] }
  return {
    values: { ...values, max: DEFAULT_MAX },
    problems: [`max must be a whole number of at least 1 (got ${values.max}); using ${DEFAULT_MAX}.`],
  }
}

export const tagsInputControls = defineControls(fields, { validate: validateMax })

/** Longest tag the demo accepts. */
const MAX_TAG_LENGTH = 24

/** Why a new tag is refused, or null when it may be added (a duplicate only while duplicates are not allowed). */
export function rejectReason(tag: string, tags: readonly string[], allowDuplicates = false): string | null {
  const text = tag.trim()
  if (text === "") return "A tag cannot be empty."
  if (text.length > MAX_TAG_LENGTH)
    return `“${text.slice(0, MAX_TAG_LENGTH)}…” is too long: at most ${MAX_TAG_LENGTH} characters.`
  if (allowDuplicates) return null
  const twin = tags.find((existing) => existing.toLowerCase() === text.toLowerCase())
  if (twin !== undefined) return `“${text}” is already in the list (as “${twin}”).`
  return null
}

/** The test-id stem of a tag: lower-cased, whitespace runs replaced by "-". */
export const tagKey = (value: string) => value.toLowerCase().replace(/\s+/g, "-")
