import type * as tour from "@zag-js/tour"

/**
 * @zag-js/tour 1.43.3: when the tour ends (Finish, Escape, close, an outside click) its content is
 * removed with the focus inside it and nothing restores focus, so it falls to the page body. The fix
 * (an `onStatusChange` handler) puts focus back on the element that started the tour, a frame later,
 * unless the user has already focused something else.
 */
export function fixTourFocusReturn(startId: string) {
  return ({ status }: tour.StatusChangeDetails) => {
    if (status === "started" || status === "idle") return
    requestAnimationFrame(() => {
      const active = document.activeElement
      if (!active || active === document.body) document.getElementById(startId)?.focus()
    })
  }
}
