/**
 * @zag-js/tooltip 1.47.0: an open tooltip closes on any scroll of its trigger's scroll container
 * (`closeOnScroll`), and the browser delivers that scroll event after the pointerover that the same scroll
 * caused. So scrolling a list under a still pointer opens the tooltip of the row that lands under the pointer
 * (a tooltip was showing, so it opens at once) and shuts it in the same frame; it stays shut until the pointer
 * leaves that row. The fix turns `closeOnScroll` off for triggers in a scrolling list: the row that the scroll
 * carries away from the pointer gets the browser's pointerleave and closes as on any leave, and the row that
 * lands under it keeps the tooltip its pointerover opened.
 */
export const fixScrollUnderPointer = { closeOnScroll: false } as const
