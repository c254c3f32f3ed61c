// On every demo's first load (the page's boundary reads it): it stays small.

let claimant: ((error: unknown) => void) | null = null

/**
 * While an event sent from the Inspector is being handled, an error the page throws as it renders is
 * that event's failure: `take` receives it. Returns the release.
 */
export function claimPageErrors(take: (error: unknown) => void): () => void {
  claimant = take
  return () => void (claimant === take && (claimant = null))
}

/**
 * Whether an Inspector event took the page's error (its boundary then shows nothing until the page is
 * rebuilt). The error is marked for the root's error reporting (src/boot.tsx), which leaves it out.
 */
export function claimPageError(error: unknown): boolean {
  if (!claimant) return false
  claimant(error)
  if (typeof error === "object" && error !== null && Object.isExtensible(error))
    Object.assign(error, { [Symbol.for("zag-gallery.claimed-page-error")]: true })
  return true
}
