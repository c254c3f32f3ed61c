declare global {
  interface Window {
    /** Buttons of the demo clicked before hydration, kept by src/early-input.js. */
    __earlyClicks?: HTMLElement[]
    /** Checkboxes and radios of the demo clicked before hydration, each with the state it was left in. */
    __earlyToggled?: Map<EventTarget, boolean>
    /** Elements of the demo that took input events before hydration, kept by src/early-input.js. */
    __earlyTyped?: Map<EventTarget, string>
    /** Keys that move within a widget, pressed in the demo before hydration, kept by src/early-input.js. */
    __earlyKeys?: KeyboardEvent[]
  }
}

/**
 * What a visitor did in the demo before the page was live, done again now that it is (a demo page's entry
 * calls this right after hydration): the pre-rendered markup took it, the widget's machine never saw it.
 */
export function replayEarlyInput() {
  replayEarlyClicks()
  replayEarlyToggles()
  const focused = renewEarlyFocus()
  // after the focus: zag handles a field's focus in a microtask (a tags input takes typing only once
  // focused), and this one is queued after it; the keys too, as a slider takes arrows only once focused
  queueMicrotask(() => {
    replayEarlyTyping()
    replayEarlyKeys()
  })
  // reached by keyboard: zag's focus-visible tracker, which opens a tooltip on keyboard focus only, was not
  // listening to those keys, so it is told (a text field shows its focus however it was reached)
  if (focused?.matches(":focus-visible") && !isTextField(focused)) void renewKeyboardFocus(focused)
}

const isTextField = (el: Element): el is HTMLInputElement | HTMLTextAreaElement =>
  el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && !NOT_TEXT.has(el.type))
const NOT_TEXT = new Set(["checkbox", "radio", "range", "color", "file", "button", "submit", "reset", "image"])

const refocus = (el: HTMLElement) => {
  el.blur()
  el.focus({ preventScroll: true })
}

/**
 * Clicks the buttons a visitor clicked before the page was live. A button clicked again in a row counts
 * once: nothing had happened, so the visitor tried again, and replaying both would open the dialog and
 * close it at once.
 */
function replayEarlyClicks() {
  const clicked = window.__earlyClicks?.splice(0) ?? []
  for (const [i, button] of clicked.entries()) if (button !== clicked[i - 1] && button.isConnected) button.click()
}

/**
 * Sets again the checkboxes and radios a visitor set before the page was live: the input shows it, but a
 * zag checkbox or radio group still holds its pre-rendered state, which React keeps in the input's default
 * (`defaultChecked`). Where the two differ, the input is put back and clicked, as zag listens for clicks.
 */
function replayEarlyToggles() {
  const toggled = [...(window.__earlyToggled ?? [])]
  window.__earlyToggled?.clear()
  for (const [input, checked] of toggled) {
    if (!(input instanceof HTMLInputElement) || !input.isConnected || input.defaultChecked === checked) continue
    input.checked = !checked
    input.click()
  }
}

/**
 * Focuses anew what the visitor focused (by Tab, or a click on a non-button): a zag slider, for one,
 * ignores arrow keys until its machine has seen its thumb focused. Returns what it focused.
 */
function renewEarlyFocus() {
  const focused = document.activeElement
  if (!(focused instanceof HTMLElement) || !focused.closest("main")) return null
  refocus(focused)
  return focused
}

async function renewKeyboardFocus(focused: HTMLElement) {
  const { setInteractionModality } = await import("@zag-js/focus-visible")
  setInteractionModality("keyboard")
  if (document.activeElement === focused) refocus(focused)
}

/**
 * Types again what the visitor typed into the demo's text fields: the widget's state still holds the
 * pre-rendered value (a zag pin input, for one, takes no more digits until they agree), and hydration sets a
 * controlled field back to it (the QR code's text). The field is set back to that value through React's own
 * setter, then what the visitor left in it arrives as an input event, which React reports to the widget as a
 * change.
 */
function replayEarlyTyping() {
  const typedInto = [...(window.__earlyTyped ?? [])]
  window.__earlyTyped?.clear()
  for (const [field, typed] of typedInto) {
    if (!(field instanceof Element) || !isTextField(field) || !field.isConnected) continue
    if (typed === field.defaultValue) continue
    field.value = field.defaultValue
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, typed)
    field.dispatchEvent(new Event("input", { bubbles: true }))
  }
}

/**
 * Presses again, on the element that took them, the keys that move within a widget (an arrow on a slider's
 * thumb, on a tab, on a menu's trigger), which did nothing while the page was not live. Not in a text field:
 * there the key moved the caret, as it should have, and an arrow replayed into the number input raced zag's
 * handling of the replayed text.
 */
function replayEarlyKeys() {
  for (const pressed of window.__earlyKeys?.splice(0) ?? []) {
    const { target } = pressed
    if (target instanceof HTMLElement && target.isConnected && !isTextField(target) && !target.isContentEditable)
      target.dispatchEvent(new KeyboardEvent(pressed.type, pressed))
  }
}
