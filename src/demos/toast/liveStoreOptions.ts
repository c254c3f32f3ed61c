import type * as toast from "@zag-js/toast"
import { useEffect } from "react"

/** The store options the page's controls drive. */
export type LiveStoreOptions = {
  placement: toast.Placement
  max: number
  overlap: boolean
}

/**
 * zag's `createStore` takes its options once, when the store is made; the page's controls change
 * placement, max and overlap while toasts are shown. This writes them into the store's live `attrs`
 * (which the store and the group read on every use; a new placement shows from the group's next
 * render), and on a new `overlap` collapses or expands the toasts already shown and moves the group to
 * its overlap or stack state.
 */
export function useLiveStoreOptions(store: toast.Store, service: toast.GroupService, options: LiveStoreOptions) {
  const { placement, max, overlap } = options
  useEffect(() => {
    const attrs = store.attrs
    const overlapChanged = attrs.overlap !== overlap
    Object.assign(attrs, { placement, max, overlap })
    if (!overlapChanged) return
    if (overlap) {
      store.collapse()
      service.send({ type: "REGION.OVERLAP" })
    } else {
      store.expand()
      service.send({ type: "REGION.STACK" })
    }
  }, [store, service, placement, max, overlap])
}

/**
 * The group reads the store's `pauseOnPageIdle` once, when it mounts, and the page's control turns it on
 * and off later; so the page makes the store with it off and does the same itself: it pauses the toasts
 * while the page is hidden and resumes them when it shows again, for as long as the control is on.
 */
export function usePauseOnPageIdle(store: toast.Store, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return
    const onVisibility = () => (document.visibilityState === "hidden" ? store.pause() : store.resume())
    document.addEventListener("visibilitychange", onVisibility)
    return () => document.removeEventListener("visibilitychange", onVisibility)
  }, [store, enabled])
}
