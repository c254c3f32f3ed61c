import { useEffect, useSyncExternalStore } from "react"

const subscribe = () => () => {}

/**
 * False while pre-rendering and hydrating, true after: for markup that depends on the visit (today's
 * date, the clock), which the build can't know and hydration must not compare.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}

/**
 * Called by the part of a page that hydrates last: marks the document as live (`data-hydrated`) and
 * shows the demo that src/theme-init.js hid while a link's query was not yet applied.
 */
export function useMarkHydrated() {
  // true from the render right after hydration, which is also where a link's query takes effect
  const hydrated = useHydrated()
  useEffect(() => {
    if (!hydrated) return
    document.documentElement.removeAttribute("data-applying-query")
    document.documentElement.setAttribute("data-hydrated", "")
  }, [hydrated])
}
