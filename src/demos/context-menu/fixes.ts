const CONTENT = '[data-scope="menu"][data-part="content"]'

/**
 * @zag-js/menu 1.47.0: closing a menu opened at a point (a context menu) restores focus to nothing,
 * so focus falls to <body> after Escape or a selection from the keyboard. The fix, called when the
 * menu closes, focuses the context area unless the user already moved focus elsewhere.
 */
export function fixContextMenuFocusReturn(area: HTMLElement | null) {
  const active = document.activeElement
  const lost = !active || active === document.body || active.closest(CONTENT)
  if (lost) area?.focus({ preventScroll: true })
}
