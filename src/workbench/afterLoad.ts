import { useEffect, useState } from "react"

/**
 * Loads a module once the page has loaded (it is no part of the first load), and re-renders with what
 * `loaded` returns once it is there; `enabled` false waits (e.g. for hydration).
 */
export function useAfterLoad<T>(load: () => Promise<unknown>, loaded: () => T | undefined, enabled = true) {
  const [, setReady] = useState(false)
  useEffect(() => {
    if (!enabled || loaded()) return
    // (a late answer after unmounting sets nothing)
    const start = () => void load().then(() => setReady(true))
    if (document.readyState === "complete") start()
    else addEventListener("load", start, { once: true })
  }, [enabled, load, loaded])
  return enabled ? loaded() : undefined
}
