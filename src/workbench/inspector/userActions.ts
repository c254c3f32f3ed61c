import type { EventObject } from "@zag-js/core"
import type { LoggedEvent } from "./recorder"

// How "Copy as test" turns a recorded zag event back into what a person did. zag names its events after
// the part that sent them and the DOM event ("TRIGGER.CLICK", "INPUT.ARROW_DOWN", "TAB_FOCUS"), and marks
// its parts with data-scope, data-part and data-value: the page's DOM says which part an event names.

/** What a step of the generated test does. */
export type UserAction =
  | { kind: "click" | "focus"; selector: string }
  | { kind: "fill"; selector: string; text: string }
  | { kind: "press"; selector: string; key: string }
  | { kind: "blur" }
  | { kind: "send"; event: EventObject }

const KEYS: Record<string, string> = {
  ARROW_UP: "ArrowUp",
  ARROW_DOWN: "ArrowDown",
  ARROW_LEFT: "ArrowLeft",
  ARROW_RIGHT: "ArrowRight",
  ENTER: "Enter",
  ESCAPE: "Escape",
  HOME: "Home",
  END: "End",
  PAGE_UP: "PageUp",
  PAGE_DOWN: "PageDown",
  SPACE: "Space",
  TAB: "Tab",
  BACKSPACE: "Backspace",
  DELETE: "Delete",
}
const KEY_NAMES = new Set(Object.values(KEYS))

/** "INPUT.ARROW_DOWN" → the part "INPUT" and the action "ARROW_DOWN"; "TAB_CLICK" → "TAB", "CLICK"; "FOCUS" → no part. */
export function splitType(type: string): { prefix: string | null; action: string } {
  const dot = type.lastIndexOf(".")
  if (dot > 0) return { prefix: type.slice(0, dot), action: type.slice(dot + 1) }
  const match = /^(.+?)_(CLICK|FOCUS|BLUR|CHANGE|PRESS_DOWN|PRESS_UP|POINTER_DOWN|POINTER_UP)$/.exec(type)
  return match ? { prefix: match[1], action: match[2] } : { prefix: null, action: type }
}

const partName = (prefix: string) => prefix.toLowerCase().replace(/_/g, "-")

/** The key a keyboard event stands for: its payload's `key` or `src` ("ArrowRight", "keydown.enter"), else its name. */
export function keyOf(event: EventObject, action: string): string | null {
  for (const field of ["key", "src"]) {
    const value: unknown = event[field]
    if (typeof value !== "string") continue
    if (KEY_NAMES.has(value)) return value
    const named = /^keydown\.(\w+)$/.exec(value)
    if (named) return KEYS[named[1].toUpperCase()] ?? null
  }
  return KEYS[action] ?? null
}

const css = (text: string) => JSON.stringify(text)

/** The machine's parts on the page: which exist, and which element an event's value, id or index names. */
export type WidgetDom = {
  scope: string
  parts: string[]
  /** the parts whose elements are focusable and carry `attribute` = `value` (or an id ending in `:value`) */
  partsHolding(value: string, attribute: string): string[]
  /** whether the part's elements tell each other apart by `attribute` (data-value, data-index) or by their ids */
  distinguishes(part: string, attribute: string): "attribute" | "id" | null
}

const isFocusable = (el: Element) =>
  el instanceof HTMLElement &&
  (el.tabIndex >= 0 || el.matches("button, input, select, textarea, [role=button], [role=tab], [role=treeitem]"))

/** The widget's parts in the page's DOM (not the toolbar's own zag widgets). */
export function widgetDom(scope: string, root: ParentNode = document): WidgetDom {
  const elements = [...root.querySelectorAll(`[data-scope=${css(scope)}][data-part]`)].filter(
    (el) => !el.closest(".toolbar"),
  )
  const parts = [...new Set(elements.map((el) => el.getAttribute("data-part")!))]
  const of = (part: string) => elements.filter((el) => el.getAttribute("data-part") === part)
  return {
    scope,
    parts,
    partsHolding(value, attribute) {
      const holds = (el: Element) => el.getAttribute(attribute) === value || el.id.endsWith(`:${value}`)
      const holding = parts.filter((part) => of(part).some((el) => isFocusable(el) && holds(el)))
      // the ones in the tab order first ("branch-control" before the "branch" treeitem holding it)
      const tabbable = (part: string) => of(part).some((el) => holds(el) && (el as HTMLElement).tabIndex >= 0)
      return [...holding.filter(tabbable), ...holding.filter((p) => !tabbable(p))]
    },
    distinguishes(part, attribute) {
      const els = of(part)
      if (els.length === 0 || els.some((el) => el.hasAttribute(attribute))) return "attribute"
      return els.length > 1 && els.every((el) => el.id) ? "id" : null
    },
  }
}

/** The part an event's prefix names: the same name, the hinted one ("increment-trigger"), or one ending or starting with it ("item-trigger"). */
function partFor(
  dom: WidgetDom,
  prefix: string | null,
  hint: unknown,
  target: { value: string; attribute: string } | null,
): string | null {
  const holding = target ? dom.partsHolding(target.value, target.attribute) : null
  const pick = (candidates: string[]) =>
    holding ? (candidates.find((p) => holding.includes(p)) ?? null) : (candidates[0] ?? null)
  if (prefix) {
    const name = partName(prefix)
    const named =
      (typeof hint === "string" && pick(dom.parts.filter((p) => p === `${hint}-${name}`))) ||
      pick(dom.parts.filter((p) => p === name)) ||
      pick(dom.parts.filter((p) => p.endsWith(`-${name}`) || p.startsWith(`${name}-`)))
    if (named) return named
  }
  // no part by that name ("TAB_FOCUS", "NODE.CLICK", the slider's "FOCUS"): the focusable part holding the value
  return holding?.[0] ?? null
}

/** The element an event is about: its `value` or `id` (data-value), or its `index` (data-index). */
function targetOf(event: EventObject): { value: string; attribute: string } | null {
  for (const [field, attribute] of [
    ["value", "data-value"],
    ["id", "data-value"],
    ["index", "data-index"],
  ] as const) {
    const value: unknown = event[field]
    if (typeof value === "string" || typeof value === "number") return { value: String(value), attribute }
  }
  return null
}

function selectorOf(dom: WidgetDom, part: string | null, target: { value: string; attribute: string } | null): string {
  let selector = `[data-scope=${css(dom.scope)}]`
  if (!part) return selector
  selector += `[data-part=${css(part)}]`
  if (!target) return selector
  const by = dom.distinguishes(part, target.attribute)
  if (by === "attribute") selector += `[${target.attribute}=${css(target.value)}]`
  if (by === "id") selector += `[id$=${css(`:${target.value}`)}]`
  return selector
}

/** The text a change event typed: its `value`, else the text the recorded change left in the context. */
function typedText(row: LoggedEvent | undefined, event: EventObject): string | null {
  if (typeof event.value === "string") return event.value
  for (const key of ["inputValue", "value"]) {
    const after = row?.changes?.[key]?.after
    if (typeof after === "string") return after
  }
  return null
}

const carriesPoint = (event: EventObject) => "point" in event

/**
 * The user actions that perform `events` (one machine's, in order), each with the index of the last
 * event it stands for. A press down and up on a part without a pointer position is a click; pointer
 * positions (drags) don't carry over to another layout, so those events are sent as they were, and
 * a run of moves only as its last.
 */
export function actionsFor(
  dom: WidgetDom | null,
  events: Array<{ event: EventObject; row?: LoggedEvent }>,
): Array<{ action: UserAction; last: number }> {
  const actions: Array<{ action: UserAction; last: number }> = []
  for (let i = 0; i < events.length; i++) {
    const { event, row } = events[i]
    const { prefix, action } = splitType(event.type)
    const send = { action: { kind: "send", event } as UserAction, last: i }
    const next = events[i + 1]?.event
    if (/^POINTER_MOVE$|\.POINTER_MOVE$/.test(event.type) && next?.type === event.type) continue
    if (!dom) {
      actions.push(send)
      continue
    }
    const target = action === "CHANGE" ? null : targetOf(event)
    const part = partFor(dom, prefix, event.hint, target)
    const selector = selectorOf(dom, part, target)
    const pressedUp =
      next && splitType(next.type).prefix === prefix && /^(PRESS|POINTER)_UP$/.test(splitType(next.type).action)
    if (/^(PRESS|POINTER)_DOWN$/.test(action) && pressedUp && part && !carriesPoint(event)) {
      actions.push({ action: { kind: "click", selector }, last: ++i })
      continue
    }
    // a click zag derives from a key ("keydown.enter" on a highlighted item): that key, where the focus is
    const clickKey = action === "CLICK" ? keyOf(event, "") : null
    const key = clickKey ?? (action === "CLICK" ? null : keyOf(event, action))
    if (event.type === "TOGGLE" && dom.parts.includes("trigger"))
      actions.push({ action: { kind: "click", selector: selectorOf(dom, "trigger", null) }, last: i })
    else if (key)
      actions.push({
        action: { kind: "press", selector: clickKey ? selectorOf(dom, null, null) : selector, key },
        last: i,
      })
    else if ((action === "CLICK" || action === "FOCUS") && part)
      actions.push({ action: { kind: action === "CLICK" ? "click" : "focus", selector }, last: i })
    else if (action === "BLUR") actions.push({ action: { kind: "blur" }, last: i })
    else if (action === "CHANGE" && part && typedText(row, event) !== null)
      actions.push({ action: { kind: "fill", selector, text: typedText(row, event)! }, last: i })
    else actions.push(send)
  }
  return actions
}
