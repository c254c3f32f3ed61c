type ContentProps = Record<string, unknown> & { "aria-activedescendant"?: string }

/**
 * @zag-js/cascade-select 1.47.0: while nothing is highlighted (`highlightedValue` is `[]`, which is truthy),
 * `getContentProps()` still sets `aria-activedescendant` to the id of an item with an empty value path
 * ("cascade-select:<id>:item:"), which no element has: axe reports an invalid ARIA value and screen readers
 * are pointed at nothing. The fix leaves the attribute out while nothing is highlighted.
 */
export function fixEmptyActiveDescendant<P extends ContentProps>(props: P, highlightedValue: string[]): P {
  if (highlightedValue.length > 0) return props
  return { ...props, "aria-activedescendant": undefined, "data-activedescendant": undefined }
}
