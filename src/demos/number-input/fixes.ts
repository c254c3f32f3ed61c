import type * as numberInput from "@zag-js/number-input"
import { useEffect, useLayoutEffect, useRef } from "react"

/**
 * @zag-js/number-input 1.47.0 (with @zag-js/dom-query 1.47.0's `requestPointerLock`): pressing the
 * scrubber asks for pointer lock on <body>, ignores the promise `requestPointerLock()` returns, and logs
 * `console.error("PointerLock error occurred")` on `pointerlockerror`. When the browser refuses the lock
 * (Firefox does whenever it can't grant it, headless Firefox always), the page gets an unhandled
 * rejection and a console error; scrubbing itself goes on without the lock. The fix, while the page is
 * mounted: handles the promise, and stops a refusal's `pointerlockerror` at the window (capture phase)
 * before zag's listener on the document logs it. Scrubbing then simply runs unlocked.
 */
export function quietPointerLockRefusal(win: Window): () => void {
  const body = win.document.body
  const request = body.requestPointerLock
  function requestHandled(this: HTMLElement, ...args: Parameters<HTMLElement["requestPointerLock"]>) {
    const result = request.apply(this, args) as unknown
    if (result instanceof Promise) result.catch(() => undefined)
    return result as ReturnType<HTMLElement["requestPointerLock"]>
  }
  Object.defineProperty(body, "requestPointerLock", { configurable: true, writable: true, value: requestHandled })
  const stop = (event: Event) => event.stopImmediatePropagation()
  win.addEventListener("pointerlockerror", stop, true)
  return () => {
    Reflect.deleteProperty(body, "requestPointerLock")
    win.removeEventListener("pointerlockerror", stop, true)
  }
}

export function useQuietPointerLockRefusal() {
  useEffect(() => quietPointerLockRefusal(window), [])
}

/**
 * @zag-js/number-input 1.47.0 keeps its value as text, formatted in the locale it was entered in. When the
 * `locale` prop changes, it reads that text with the new locale's parser: "$15.00" becomes 1,500 in
 * de-DE, where the period groups thousands. The fix remembers the number the old locale read and, once
 * the locale has changed, sets that number again, which zag formats in the new locale. It acts before the
 * browser paints, so the wrong number is never shown.
 */
export function useValueKeptAcrossLocales(api: numberInput.Api, locale: string) {
  const last = useRef({ locale, value: api.valueAsNumber })
  useLayoutEffect(() => {
    const before = last.current
    const misread = before.locale !== locale && Number.isFinite(before.value) && api.valueAsNumber !== before.value
    if (misread) api.setValue(before.value)
    last.current = { locale, value: misread ? before.value : api.valueAsNumber }
  })
}
