import { useEffect, useState } from "react"

/**
 * Runs `task` once the page has loaded and the browser is next idle (at the latest `timeout` ms after the
 * load event): what no first load needs waits until the visitor's first input has had the main thread.
 */
export function whenIdleAfterLoad(task: () => void, timeout = 1000) {
  const idle = () =>
    "requestIdleCallback" in window ? requestIdleCallback(task, { timeout }) : setTimeout(task, Math.min(timeout, 200))
  if (document.readyState === "complete") idle()
  else addEventListener("load", idle, { once: true })
}

/**
 * Loads a module once the page has loaded and the browser is idle (it is no part of the first load), and
 * re-renders with what `loaded` returns once it is there; `enabled` false waits (e.g. for hydration).
 */
export function useAfterLoad<T>(load: () => Promise<unknown>, loaded: () => T | undefined, enabled = true) {
  const [, setReady] = useState(false)
  useEffect(() => {
    if (!enabled || loaded()) return
    // (a late answer after unmounting sets nothing)
    whenIdleAfterLoad(() => void load().then(() => setReady(true)))
  }, [enabled, load, loaded])
  return enabled ? loaded() : undefined
}
