import type * as navigationMenu from "@zag-js/navigation-menu"

/**
 * @zag-js/navigation-menu 1.47.0: the focus proxy after an open panel's trigger (`getTriggerProxyProps`), which
 * leads Tab from the trigger into the panel rendered later in the page, is `aria-hidden="true"` and focusable
 * (`tabIndex: 0`): an element a keyboard reaches that assistive technology is told is not there (axe's
 * aria-hidden-focus). It holds no content and passes the focus on as soon as it gets it, so the fix leaves it
 * in the accessibility tree: the same props without `aria-hidden`.
 */
export function triggerProxyProps(api: navigationMenu.Api, props: navigationMenu.ItemProps) {
  const { "aria-hidden": _hidden, ...rest } = api.getTriggerProxyProps(props) as Record<string, unknown>
  return rest
}
