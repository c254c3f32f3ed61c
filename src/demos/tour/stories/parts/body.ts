import { type RefObject, useMemo } from "react"

/**
 * The document's body as a `Portal` container. A tour places its backdrop, spotlight and card in page
 * coordinates (its backdrop covers the whole document), so its layers go to the body, as the basic tour's do.
 * `null` while pre-rendering, where zag's Portal renders nothing of a closed tour anyway.
 */
export function useBody(): RefObject<HTMLElement> {
  return useMemo(
    () => ({ current: typeof document === "undefined" ? null : document.body }) as RefObject<HTMLElement>,
    [],
  )
}
