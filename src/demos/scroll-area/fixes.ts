import type * as scrollArea from "@zag-js/scroll-area"
import type { PropTypes } from "@zag-js/react"
import type { HTMLAttributes } from "react"

/**
 * @zag-js/scroll-area 1.47.0: the viewport gets `tabIndex: 0` only when it overflows both ways; a
 * viewport that scrolls one way only (the usual list: taller than the area, not wider) is left out of
 * the tab order, so a keyboard user cannot scroll it (and axe reports a scrollable region that takes no
 * focus). The fix (wraps the viewport props) puts it in the tab order whenever it overflows either way.
 */
export function fixViewportTabIndex<P extends HTMLAttributes<HTMLElement>>(
  props: P,
  api: Pick<scrollArea.Api<PropTypes>, "hasOverflowX" | "hasOverflowY">,
): P {
  return { ...props, tabIndex: api.hasOverflowX || api.hasOverflowY ? 0 : undefined }
}
