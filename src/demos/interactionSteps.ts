/**
 * A demo's first interaction, as plain data: what a person does first on the page, and what they then
 * see. Both browser engines' suites and the bench read it (through src/demos/interactions.ts), so a
 * demo's behaviour is written down once, in its `demo.ts`.
 *
 * Elements are CSS selectors, or `{ css, name }` for the first element matching `css` whose aria-label
 * (or, without one, its trimmed text) is `name`.
 */
export type Target = string | { css: string; name: string }

export type Step =
  /** Clicks the middle of the element (the right button for a context menu). */
  | { click: Target; button?: "right" }
  /** Moves the pointer over the middle of the element. */
  | { hover: Target }
  /** Focuses the element the way a keyboard user reaches it (focus is visible). */
  | { focus: Target }
  /** Presses a key where focus is. */
  | { press: string }
  /** Focuses the element and types the text into it. */
  | { type: string; into: Target }
  /** Drags from the middle of the element by an offset. */
  | { drag: Target; by: { x: number; y: number } }
  /** Chooses a file in a file input. */
  | { choose: Target; file: { name: string; mimeType: string; text: string } }
  /** Waits until the element is visible, hidden (or absent), present, or focused. */
  | { expect: Target; is: "visible" | "hidden" | "present" | "focused" }
  /** Waits until an attribute has the value (null: the attribute is absent). */
  | { expect: Target; attribute: string; toBe: string | null }
  /** Waits until the element's trimmed text, or an input's value, is this. */
  | { expect: Target; text: string }
  | { expect: Target; value: string }
  /** Remembers where the element is, for a later `moved` check. */
  | { remember: Target }
  /** Waits until the remembered element's box has moved by this offset (within a pixel). */
  | { expect: Target; movedBy: { x: number; y: number } }

/** A zag part inside the page's `<main>`. */
export const part = (scope: string, name: string) => `main [data-scope='${scope}'][data-part='${name}']`
/** An element inside `<main>` by its `data-testid`. */
export const testId = (id: string) => `main [data-testid='${id}']`
/** A button inside `<main>` by its accessible name. */
export const button = (name: string): Target => ({ css: "main button, main [role=button]", name })

/** Opens an overlay with a click, closes it with Escape, and sees focus back on its trigger. */
export function opensAndEscapes(trigger: Target, content: Target, focusReturnsTo: Target = trigger): Step[] {
  return [
    { click: trigger },
    { expect: content, is: "visible" },
    { press: "Escape" },
    { expect: content, is: "hidden" },
    { expect: focusReturnsTo, is: "focused" },
  ]
}
