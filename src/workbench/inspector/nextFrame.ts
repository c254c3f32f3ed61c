/**
 * The next frame, or 100 ms in a hidden tab (where frames stop). zag writes some parts in an animation
 * frame after the event (the number input's value, entry actions that measure), so whatever reads what
 * the page shows after an event waits for this.
 */
export const nextFrame = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => resolve())
    setTimeout(resolve, 100)
  })
