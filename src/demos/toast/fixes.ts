import type * as toast from "@zag-js/toast"
import { useEffect } from "react"

/** The store options the page's controls drive. */
export type LiveStoreOptions = {
  placement: toast.Placement
  max: number
  overlap: boolean
}

/**
 * @zag-js/toast 1.43.3: `createStore` takes its options once, so placement, max and overlap from the
 * controls never reached a store already made; and a changed `overlap` also has to regroup the toasts
 * already shown, which the store does not do. The fix writes the options into the store's live `attrs`
 * (which the store and the group read on every use; a new placement shows from the group's next
 * render), then collapses or expands the toasts and moves the group to its overlap or stack state.
 */
export function useFixLiveStoreOptions(store: toast.Store, service: toast.GroupService, options: LiveStoreOptions) {
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
 * @zag-js/toast 1.43.3: the group reads `pauseOnPageIdle` only once, when it mounts, so turning the
 * option on or off later did nothing. The fix (the store is made with it off) pauses the toasts while
 * the page is hidden and resumes them when it shows again, for as long as the option is on.
 */
export function useFixPauseOnPageIdle(store: toast.Store, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return
    const onVisibility = () => (document.visibilityState === "hidden" ? store.pause() : store.resume())
    document.addEventListener("visibilitychange", onVisibility)
    return () => document.removeEventListener("visibilitychange", onVisibility)
  }, [store, enabled])
}

/**
 * @zag-js/toast 1.43.3: a toast closed while it holds focus (Escape, its close button) is removed
 * with the focus inside it, so focus falls to the page body and the keyboard user loses their place.
 * The fix (call it before the close) moves focus to the next open toast, or else to the region.
 */
export function fixToastFocusOnClose(root: HTMLElement | null) {
  if (!root || !root.contains(document.activeElement)) return
  const region = root.closest<HTMLElement>('[data-part="group"]')
  const next = [...(region?.querySelectorAll<HTMLElement>('[data-part="root"][data-state="open"]') ?? [])].find(
    (el) => el !== root,
  )
  ;(next ?? region)?.focus({ preventScroll: true })
}
