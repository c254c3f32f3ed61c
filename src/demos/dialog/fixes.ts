/** What zag's layer stack sends a layer it asks to close (its `LayerDismissEvent`, not exported). */
type DismissRequest = CustomEvent<{ originalLayer: HTMLElement; targetLayer: HTMLElement | undefined }>

/**
 * @zag-js/popover 1.47.0 (its layer stack, @zag-js/dismissable): when a layer closes, zag asks every layer
 * added to the stack after it to close too, as if each were nested in it. A click on a sibling popover's trigger
 * opens the sibling in the same frame in which the open popover learns of the click outside it (zag hears that
 * click one frame late): the sibling is added first, and the closing popover then shuts it. So a quick click on
 * "Open Popover B" while Popover A is open closes both. The fix lets a layer refuse the request of a layer that
 * does not hold its trigger (one it was not opened from); a layer opened from inside the closing one still closes
 * with it.
 */
export const fixSiblingDismiss = {
  onRequestDismiss(event: DismissRequest) {
    const { originalLayer, targetLayer } = event.detail
    if (!targetLayer || !originalLayer.id) return
    const trigger = originalLayer.ownerDocument.querySelector(`[aria-controls="${CSS.escape(originalLayer.id)}"]`)
    if (trigger && !targetLayer.contains(trigger)) event.preventDefault()
  },
}
