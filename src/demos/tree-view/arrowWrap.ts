import type { TreeKeyContext } from "./fixes"

/**
 * The design wants ArrowDown on the last visible node and ArrowUp on the first to wrap around (zag
 * stops there). Moves focus to the first / last enabled visible node; returns true when it did.
 */
export function wrapArrowFocus({ event, value, api, collection }: TreeKeyContext): boolean {
  const plain = !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey
  if (!plain || (event.key !== "ArrowDown" && event.key !== "ArrowUp")) return false
  const enabled = api
    .getVisibleNodes()
    .filter(({ node }) => !collection.getNodeDisabled(node))
    .map(({ node }) => node.id)
  const target = wrapTarget(enabled, value, event.key)
  if (target === null) return false
  event.preventDefault()
  api.focus(target)
  return true
}

/** The node focus wraps to from `current`, or null when the key does not wrap there. */
export function wrapTarget(enabled: readonly string[], current: string, key: "ArrowDown" | "ArrowUp"): string | null {
  const first = enabled[0]
  const last = enabled[enabled.length - 1]
  if (first === undefined || last === undefined) return null
  if (key === "ArrowDown" && current === last) return first
  if (key === "ArrowUp" && current === first) return last
  return null
}
