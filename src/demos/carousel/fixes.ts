import type * as carousel from "@zag-js/carousel"
import { type RefObject, useEffect, useRef } from "react"

/**
 * @zag-js/carousel 1.47.0: the machine learns which slides are in view from an IntersectionObserver it sets up
 * once, when it starts, on the slides there then; a slide added later is never observed, so it never counts as
 * in view: it keeps `aria-hidden="true"` and no `data-inview` even while it fills the carousel. The fix (its ref
 * on the item group) observes every slide again whenever the count changes, with the machine's threshold, and
 * writes what it sees into the machine's `slidesInView` as zag's own observer does.
 */
export function useFixAddedSlidesInView(service: carousel.Service): RefObject<HTMLDivElement | null> {
  const itemGroupRef = useRef<HTMLDivElement>(null)
  const slideCount = service.prop("slideCount")
  const threshold = service.prop("inViewThreshold")
  const { context } = service
  useEffect(() => {
    const group = itemGroupRef.current
    if (!group) return
    const observer = new IntersectionObserver(
      (entries) => {
        const inView = new Set(context.get("slidesInView"))
        for (const entry of entries) {
          const index = Number((entry.target as HTMLElement).dataset.index)
          if (Number.isNaN(index)) continue
          if (entry.isIntersecting) inView.add(index)
          else inView.delete(index)
        }
        context.set("slidesInView", [...inView])
      },
      { root: group, threshold },
    )
    group.querySelectorAll("[data-part=item]").forEach((item) => observer.observe(item))
    return () => observer.disconnect()
  }, [context, slideCount, threshold])
  return itemGroupRef
}
