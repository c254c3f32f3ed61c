// What a person sees of a widget once the events are done: each of its parts (outside the toolbar) with
// the attributes zag sets for state, selection, expansion and value, and the value of its form fields.
// The generated test carries the same reader as source (SEEN_SOURCE); a unit test keeps the two equal.

const ATTRIBUTES = [
  "data-value",
  "data-index",
  "data-state",
  "aria-selected",
  "aria-checked",
  "aria-expanded",
  "aria-valuenow",
  "data-highlighted",
]

export function seenState(scope: string, root: ParentNode = document): string {
  return [...root.querySelectorAll(`[data-scope="${scope}"][data-part]`)]
    .filter((el) => !el.closest(".toolbar"))
    .map((el) => {
      const shown = ATTRIBUTES.filter((a) => el.hasAttribute(a)).map((a) => `${a}=${el.getAttribute(a)}`)
      if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement) shown.push(`value=${el.value}`)
      return shown.length ? `${el.getAttribute("data-part")} ${shown.join(" ")}` : ""
    })
    .filter(Boolean)
    .join("\n")
}

/** The same reader, as the generated test's source. */
export const SEEN_SOURCE = `/** What a person sees of the widget: each part's state, selection, expansion and value. */
function seen(page: Page, scope: string) {
  return page.evaluate((scope) => {
    const attributes = ${JSON.stringify(ATTRIBUTES)}
    return [...document.querySelectorAll(\`[data-scope="\${scope}"][data-part]\`)]
      .filter((el) => !el.closest(".toolbar"))
      .map((el) => {
        const shown = attributes.filter((a) => el.hasAttribute(a)).map((a) => \`\${a}=\${el.getAttribute(a)}\`)
        if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement) shown.push(\`value=\${el.value}\`)
        return shown.length ? \`\${el.getAttribute("data-part")} \${shown.join(" ")}\` : ""
      })
      .filter(Boolean)
      .join("\\n")
  }, scope)
}`
