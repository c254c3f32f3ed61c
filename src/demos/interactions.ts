/**
 * Each demo's first interaction: what a person does first on the page, and what they then see. Both
 * browser engines' suites read it (tests/routes.spec.ts in Chromium, tests/firefox/ in Firefox), so
 * a demo's behaviour is written down once. Pages never import this module.
 *
 * Plain data: elements are CSS selectors, or `{ css, name }` for the first element matching `css` whose
 * aria-label (or, without one, its trimmed text) is `name`.
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

const part = (scope: string, name: string) => `main [data-scope='${scope}'][data-part='${name}']`
const testId = (id: string) => `main [data-testid='${id}']`
const button = (name: string): Target => ({ css: "main button, main [role=button]", name })

/** Opens an overlay with a click, closes it with Escape, and sees focus back on its trigger. */
function opensAndEscapes(trigger: Target, content: Target, focusReturnsTo: Target = trigger): Step[] {
  return [
    { click: trigger },
    { expect: content, is: "visible" },
    { press: "Escape" },
    { expect: content, is: "hidden" },
    { expect: focusReturnsTo, is: "focused" },
  ]
}

export const firstInteractions: Record<string, Step[]> = {
  accordion: [
    { click: testId("home:trigger") },
    { expect: testId("home:content"), is: "visible" },
    { expect: testId("home:trigger"), attribute: "aria-expanded", toBe: "true" },
  ],
  checkbox: [
    { click: part("checkbox", "root") },
    { expect: part("checkbox", "root"), attribute: "data-state", toBe: "checked" },
  ],
  collapsible: [{ click: part("collapsible", "trigger") }, { expect: part("collapsible", "content"), is: "visible" }],
  dialog: opensAndEscapes(button("Click me"), "[data-scope='dialog'][data-part='content']"),
  "floating-panel": [
    { click: button("Toggle Panel") },
    { expect: "[data-scope='floating-panel'][data-part='content']", is: "visible" },
    { remember: "[data-scope='floating-panel'][data-part='content']" },
    { drag: "[data-scope='floating-panel'][data-part='drag-trigger']", by: { x: 80, y: 50 } },
    { expect: "[data-scope='floating-panel'][data-part='content']", movedBy: { x: 80, y: 50 } },
  ],
  toast: [
    { click: button("Notify (Loading)") },
    { expect: "[data-scope='toast'][data-part='root'][data-state='open']", is: "visible" },
  ],
  tour: [
    { click: button("Start Tour") },
    { expect: "[data-scope='tour'][data-part='content']", is: "visible" },
    { expect: { css: "[data-scope='tour'][data-part='content'] button", name: "Next" }, is: "focused" },
    { press: "Escape" },
    { expect: "[data-scope='tour'][data-part='content']", is: "hidden" },
  ],
  "radio-group": [
    { click: testId("radio-orange") },
    { expect: testId("radio-orange"), attribute: "data-state", toBe: "checked" },
  ],
  "segment-control": [
    { click: testId("radio-mango") },
    { expect: testId("radio-mango"), attribute: "data-state", toBe: "checked" },
  ],
  "toggle-group": [
    { click: { css: part("toggle-group", "item"), name: "Bold" } },
    { expect: { css: part("toggle-group", "item"), name: "Bold" }, attribute: "data-state", toBe: "on" },
  ],
  "number-input": [
    { type: "42", into: testId("input") },
    { press: "ArrowUp" },
    { expect: testId("input"), value: "43" },
    // the scrubber asks for pointer lock, which Firefox may refuse: that must stay quiet (fixes.ts)
    { drag: testId("scrubber"), by: { x: 40, y: 0 } },
  ],
  "pin-input": [
    { type: "7", into: testId("input-1") },
    { expect: testId("input-2"), is: "focused" },
  ],
  pagination: [{ click: testId("item-2") }, { expect: testId("item-2"), attribute: "aria-current", toBe: "page" }],
  menu: opensAndEscapes(part("menu", "trigger"), "[data-scope='menu'][data-part='content']"),
  "signature-pad": [
    { drag: part("signature-pad", "control"), by: { x: 60, y: 20 } },
    { expect: `${part("signature-pad", "segment")} path`, is: "present" },
  ],
  "color-picker": opensAndEscapes(part("color-picker", "trigger"), "[data-scope='color-picker'][data-part='content']"),
  combobox: [
    { type: "Cana", into: testId("input") },
    { expect: "[data-scope='combobox'][data-part='item'][data-testid='CA']", is: "visible" },
  ],
  select: opensAndEscapes(part("select", "trigger"), "[data-scope='select'][data-part='content']"),
  "date-picker": opensAndEscapes(part("date-picker", "trigger"), "[data-scope='date-picker'][data-part='content']"),
  // zag's time picker returns focus to its input, not to the trigger
  "time-picker": opensAndEscapes(
    part("time-picker", "trigger"),
    "[data-scope='time-picker'][data-part='content']",
    part("time-picker", "input"),
  ),
  "menu-options": opensAndEscapes(testId("trigger"), "[data-scope='menu'][data-part='content']"),
  "nested-menu": opensAndEscapes(testId("trigger"), "[data-scope='menu'][data-testid='menu']"),
  "context-menu": [
    { click: "main .context-area", button: "right" },
    { expect: "[data-scope='menu'][data-part='content']", is: "visible" },
    { press: "Escape" },
    { expect: "[data-scope='menu'][data-part='content']", is: "hidden" },
  ],
  popover: opensAndEscapes(testId("popover-trigger"), "[data-scope='popover'][data-part='content']"),
  "hover-card": [
    { focus: part("hover-card", "trigger") },
    { expect: "[data-scope='hover-card'][data-part='content']", is: "visible" },
    { press: "Escape" },
    { expect: "[data-scope='hover-card'][data-part='content']", is: "hidden" },
  ],
  tooltip: [
    { focus: testId("tip-1-trigger") },
    { expect: "[data-scope='tooltip'][data-part='content']", is: "visible" },
    { press: "Escape" },
    { expect: "[data-scope='tooltip'][data-part='content']", is: "hidden" },
  ],
  "date-picker-multi": opensAndEscapes(
    part("date-picker", "trigger"),
    "[data-scope='date-picker'][data-part='content']",
  ),
  "date-picker-range": opensAndEscapes(
    part("date-picker", "trigger"),
    "[data-scope='date-picker'][data-part='content']",
  ),
  editable: [
    { click: testId("edit-button") },
    { expect: testId("input"), is: "focused" },
    { press: "End" },
    { type: "!", into: testId("input") },
    { press: "Enter" },
    { expect: testId("preview"), text: "Hello World!" },
  ],
  switch: [
    { click: part("switch", "root") },
    { expect: part("switch", "root"), attribute: "data-state", toBe: "checked" },
  ],
  tabs: [
    { click: testId("agnes-tab") },
    { expect: testId("agnes-tab-panel"), is: "visible" },
    { expect: testId("agnes-tab"), attribute: "aria-selected", toBe: "true" },
  ],
  slider: [
    { focus: part("slider", "thumb") },
    { press: "ArrowRight" },
    { expect: part("slider", "thumb"), attribute: "aria-valuenow", toBe: "1" },
  ],
  "range-slider": [
    { focus: `${part("slider", "thumb")}[data-index='1']` },
    { press: "ArrowLeft" },
    { expect: `${part("slider", "thumb")}[data-index='1']`, attribute: "aria-valuenow", toBe: "59" },
  ],
  "tags-input": [
    { type: "Svelte", into: testId("input") },
    { press: "Enter" },
    { expect: { css: part("tags-input", "item-text"), name: "Svelte" }, is: "visible" },
  ],
  "angle-slider": [
    { focus: part("angle-slider", "thumb") },
    { press: "ArrowRight" },
    { expect: part("angle-slider", "thumb"), attribute: "aria-valuenow", toBe: "1" },
  ],
  "rating-group": [
    { click: { css: part("rating-group", "item"), name: "5 stars" } },
    { expect: { css: part("rating-group", "item"), name: "5 stars" }, attribute: "aria-checked", toBe: "true" },
  ],
  clipboard: [
    { click: part("clipboard", "trigger") },
    { expect: { css: part("clipboard", "indicator"), name: "Copied!" }, is: "visible" },
  ],
  progress: [
    { click: button("Increase") },
    { expect: part("progress", "track"), attribute: "aria-valuenow", toBe: "70" },
  ],
  "qr-code": [
    { focus: "main textarea" },
    { press: "End" },
    { type: "!", into: "main textarea" },
    { expect: part("qr-code", "frame"), attribute: "aria-label", toBe: "QR code for https://chakra-ui.com/!" },
  ],
  splitter: [
    { focus: part("splitter", "resize-trigger") },
    { press: "ArrowRight" },
    { expect: part("splitter", "resize-trigger"), attribute: "aria-valuenow", toBe: "51" },
  ],
  // both timers start on their own
  "timer-countdown": [{ click: button("PAUSE") }, { expect: button("RESUME"), is: "visible" }],
  "timer-stopwatch": [{ click: button("PAUSE") }, { expect: button("RESUME"), is: "visible" }],
  "tree-view": [
    { click: { css: part("tree-view", "branch-control"), name: "node_modules" } },
    { expect: { css: part("tree-view", "item-text"), name: "zag-js" }, is: "visible" },
  ],
  carousel: [
    { click: part("carousel", "next-trigger") },
    { expect: { css: part("carousel", "indicator"), name: "Go to slide 2" }, attribute: "data-current", toBe: "" },
  ],
  avatar: [
    { click: button("Broken Image") },
    { expect: part("avatar", "fallback"), attribute: "data-state", toBe: "visible" },
  ],
  "file-upload": [
    { choose: testId("file-input"), file: { name: "notes.txt", mimeType: "text/plain", text: "hello" } },
    { expect: { css: part("file-upload", "item-name"), name: "notes.txt" }, is: "visible" },
  ],
  toggle: [{ click: button("Bold") }, { expect: button("Bold"), attribute: "aria-pressed", toBe: "true" }],
  listbox: [
    { click: part("listbox", "item") },
    { expect: part("listbox", "item"), attribute: "aria-selected", toBe: "true" },
  ],
  "navigation-menu": opensAndEscapes(
    "main [data-scope='navigation-menu'][data-part='trigger'][data-value='products']",
    "[data-scope='navigation-menu'][data-part='content']",
  ),
  "async-list": [
    { expect: "main .async-list-status", text: "Showing 20 of 1000 contacts" },
    { click: button("Load more") },
    { expect: "main .async-list-status", text: "Showing 40 of 1000 contacts" },
  ],
  "password-input": [
    { type: "secret", into: part("password-input", "input") },
    { click: button("Show password") },
    { expect: part("password-input", "input"), attribute: "type", toBe: "text" },
    { expect: part("password-input", "input"), value: "secret" },
  ],
  presence: [{ click: button("Toggle") }, { expect: "main p[role=status]", text: "Present: no" }],
  "date-input": [
    { focus: part("date-input", "segment") },
    { press: "ArrowUp" },
    { expect: part("date-input", "segment"), is: "focused" },
  ],
  drawer: opensAndEscapes(button("Open drawer"), "[data-scope='drawer'][data-part='content']"),
  "cascade-select": opensAndEscapes(
    part("cascade-select", "trigger"),
    "[data-scope='cascade-select'][data-part='content']",
  ),
  "image-cropper": [
    { click: { css: "main label", name: "Flip horizontally" } },
    { expect: part("image-cropper", "image"), attribute: "data-flip-horizontal", toBe: "" },
  ],
  steps: [{ click: button("Next") }, { expect: part("steps", "trigger"), attribute: "data-complete", toBe: "" }],
  toc: [
    { click: { css: part("toc", "link"), name: "Ingredients" } },
    { expect: { css: part("toc", "link"), name: "Ingredients" }, attribute: "aria-current", toBe: "location" },
  ],
  "scroll-area": [{ click: button("Scroll to bottom") }, { expect: "main p[role=status]", text: "At bottom" }],
  marquee: [{ click: button("Pause") }, { expect: testId("marquee-status"), text: "Status: Paused" }],
}
