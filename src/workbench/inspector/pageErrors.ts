// On every demo's first load (the page's boundary and the root's error reporting read it): it stays small.

type Claimant = (error: unknown) => void
const claimants = new Set<Claimant>()
const claimed = new WeakSet<object>()

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
  if (typeof error === "object" && error !== null) claimed.add(error)
  return true
}

/** An error an Inspector event took is reported in the Inspector, not on the console. */
export const isClaimedPageError = (error: unknown) => typeof error === "object" && error !== null && claimed.has(error)
