/**
 * The workbench's regions (the panel and the view settings bar): what a modal widget leaves usable
 * (./besideModal.ts). A machine's outside-interaction callbacks see a press or focus in them as inside.
 */
export const REGION = "[data-workbench-region]"

export const inRegion = (node: EventTarget | null) => node instanceof Element && node.closest(REGION) !== null

type OutsideEvent = { detail?: { originalEvent?: Event }; preventDefault(): void }
type OutsideHandler = (event: OutsideEvent) => void
type OutsideProps = { onInteractOutside?: unknown; onPointerDownOutside?: unknown; onFocusOutside?: unknown }

/** Wraps a machine's `on…Outside` props: an interaction in a region is prevented there (zag then stays open). */
export function regionsInside<P extends object>(props: P): P {
  const own = props as OutsideProps
  const guard =
    (handler: unknown): OutsideHandler =>
    (event) => {
      if (inRegion(event.detail?.originalEvent?.target ?? null)) event.preventDefault()
      else if (typeof handler === "function") (handler as OutsideHandler)(event)
    }
  return {
    ...props,
    onInteractOutside: guard(own.onInteractOutside),
    onPointerDownOutside: guard(own.onPointerDownOutside),
    onFocusOutside: guard(own.onFocusOutside),
  }
}
