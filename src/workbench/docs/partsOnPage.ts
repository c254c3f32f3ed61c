/** One part of a machine's anatomy as the page shows it now. */
export type PartOnPage = {
  /** Its `data-part`. */
  part: string
  /** How many of its elements the page shows. */
  shown: number
  /** How many it holds hidden (a closed popup's content, `hidden` or in a `display: none` subtree). */
  hidden: number
  /** All its elements' `data-*` attributes, summed up (`data-state="open"`, `data-highlighted on 1 of 12`). */
  attributes: string[]
}

/** Past this many values, an attribute is summed up by their number (an item's `data-value`). */
const MANY_VALUES = 3
const LONGEST_VALUE = 40
/** The attributes that say which part an element is: the row names them already. */
const OWN = new Set(["data-scope", "data-part"])

const selectorOf = (scope: string, part?: string) =>
  `[data-scope="${CSS.escape(scope)}"]` + (part === undefined ? "" : `[data-part="${CSS.escape(part)}"]`)

/** The elements among (and inside) the roots that carry the scope, and the part if given, in document order. */
export function elementsOf(roots: readonly Element[], scope: string, part?: string): Element[] {
  const selector = selectorOf(scope, part)
  return roots.flatMap((root) => [...(root.matches(selector) ? [root] : []), ...root.querySelectorAll(selector)])
}

/** Whether the page shows the element: it has a box (no `hidden`, no `display: none` on it or above). */
export const isShown = (element: Element) => element.checkVisibility()

const quoted = (value: string) =>
  JSON.stringify(value.length > LONGEST_VALUE ? `${value.slice(0, LONGEST_VALUE - 1)}…` : value)

/** The `data-*` attributes of a part's elements, by name: each value, and on how many of them when not on all. */
export function describeAttributes(elements: readonly Element[]): string[] {
  const byName = new Map<string, Map<string, number>>()
  for (const element of elements)
    for (const { name, value } of element.attributes) {
      if (!name.startsWith("data-") || OWN.has(name)) continue
      const values = byName.get(name) ?? new Map<string, number>()
      byName.set(name, values.set(value, (values.get(value) ?? 0) + 1))
    }
  const on = (count: number) => (count < elements.length ? ` on ${count} of ${elements.length}` : "")
  return [...byName.keys()].sort().flatMap((name) => {
    const values = byName.get(name)!
    if (values.size > MANY_VALUES) return [`${name}: ${values.size} values`]
    return [...values].map(([value, count]) => (value === "" ? name : `${name}=${quoted(value)}`) + on(count))
  })
}

/** Each part of a machine's anatomy, with its elements in the demo area (the roots) and their attributes. */
export function partsOnPage(roots: readonly Element[], scope: string, parts: readonly string[]): PartOnPage[] {
  const byPart = new Map<string, Element[]>(parts.map((part) => [part, []]))
  for (const element of elementsOf(roots, scope)) byPart.get(element.getAttribute("data-part") ?? "")?.push(element)
  return parts.map((part) => {
    const found = byPart.get(part)!
    const shown = found.filter(isShown).length
    return { part, shown, hidden: found.length - shown, attributes: describeAttributes(found) }
  })
}
