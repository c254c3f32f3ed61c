/** The main input's key press, as the page sees it before the machine handles it. */
export type TagKeyPress = {
  key: string
  /** What the main input holds. */
  inputValue: string
  /** The machine's state: "navigating:tag" while a tag is highlighted (Enter then edits that tag). */
  state: string
  /** The list is at its maximum, which the page already reports. */
  atMax: boolean
}

/**
 * The page says "A tag cannot be empty." when Enter submits a blank input. zag ignores that key press
 * by design (its INSERT_TAG guard drops blank input before `validate` and `onValueInvalid`), so the
 * page recognises it itself: Enter with nothing but spaces typed, while no tag is highlighted (then
 * Enter edits the tag and submits nothing) and the list is not full.
 */
export function isEmptyTagSubmit({ key, inputValue, state, atMax }: TagKeyPress): boolean {
  return key === "Enter" && inputValue.trim() === "" && state !== "navigating:tag" && !atMax
}
