type Props = Record<string, unknown>

/**
 * @zag-js/cascade-select 1.47.0: while nothing is highlighted (`highlightedValue` is `[]`, which is truthy),
 * `getContentProps()` still sets `aria-activedescendant` to the id of an item with an empty value path
 * ("cascade-select:<id>:item:"), which no element has: axe reports an invalid ARIA value and screen readers
 * are pointed at nothing. The fix leaves the attribute out while nothing is highlighted.
 */
export function fixEmptyActiveDescendant<P extends Props>(props: P, highlightedValue: string[]): P {
  if (highlightedValue.length > 0) return props
  return { ...props, "aria-activedescendant": undefined, "data-activedescendant": undefined }
}

/**
 * @zag-js/cascade-select 1.47.0 mixes two ARIA patterns: the content is a `listbox`, but its items are
 * `treeitem`s (which a listbox may not hold) in `group` lists carrying `aria-level` (not allowed on a group,
 * and "0" for the first level, an invalid value). Items never say they are selected, leaves claim
 * `aria-expanded="false"`, and branches point `aria-owns`/`aria-controls` at lists that are not rendered.
 * axe reports all of it as critical. The fix makes it one coherent tree: the content is a `tree` (and the
 * trigger says it pops up a tree, not a listbox; a tree may not carry the `aria-readonly` that zag writes from
 * the `readOnly` prop, so it goes), the lists are plain groups, and each item says whether it is selected; a
 * branch owns its list only while that list is open (and so in the page), and only branches say whether they
 * are expanded.
 */
export function fixTreeTrigger<P extends Props>(props: P): P {
  return { ...props, "aria-haspopup": "tree" }
}

export function fixTreeContent<P extends Props>(props: P): P {
  return { ...props, role: "tree", "aria-readonly": undefined }
}

export function fixTreeList<P extends Props>(props: P): P {
  return { ...props, "aria-level": undefined }
}

export function fixTreeItem<P extends Props>(
  props: P,
  state: { selected: boolean; hasChildren: boolean; highlighted: boolean },
): P {
  const listShown = state.hasChildren && state.highlighted
  return {
    ...props,
    "aria-selected": state.selected,
    "aria-haspopup": undefined,
    "aria-expanded": state.hasChildren ? state.highlighted : undefined,
    "aria-owns": listShown ? props["aria-owns"] : undefined,
    "aria-controls": listShown ? props["aria-controls"] : undefined,
  }
}
