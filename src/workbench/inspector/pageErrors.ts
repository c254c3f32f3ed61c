// On every demo's first load (the page's boundary and the root's error reporting read it): it stays small.

type Claimant = (error: unknown) => void
const claimants = new Set<Claimant>()
/** The mark of an error an Inspector event took: the root's error reporting (src/boot.tsx) reads it without this module. */
export const CLAIMED = Symbol.for("zag-gallery.claimed-page-error")

/**
 * While an event sent from the Inspector is being handled, an error the page throws as it renders is
 * that event's failure: `claimant` receives it. Returns the release.
 */
export function claimPageErrors(claimant: Claimant): () => void {
  claimants.add(claimant)
  return () => void claimants.delete(claimant)
}

/** Whether an Inspector event took the page's error (its boundary then shows nothing until the page is rebuilt). */
export function claimPageError(error: unknown): boolean {
  if (claimants.size === 0) return false
  claimants.forEach((claimant) => claimant(error))
  if (typeof error === "object" && error !== null && Object.isExtensible(error))
    Object.assign(error, { [CLAIMED]: true })
  return true
}
