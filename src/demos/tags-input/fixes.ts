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
 * @zag-js/tags-input 1.43.3: Enter on an empty main input is dropped by the INSERT_TAG guard before
 * `validate` and `onValueInvalid` run, so the page is never told that an empty tag was refused. The
 * fix recognises that key press itself: Enter with nothing but spaces typed, while no tag is
 * highlighted (then Enter edits the tag and submits nothing) and the list is not full.
 */
export function fixEmptyTagSubmit({ key, inputValue, state, atMax }: TagKeyPress): boolean {
  return key === "Enter" && inputValue.trim() === "" && state !== "navigating:tag" && !atMax
}
