// The bench's first-load probe, an init script (it runs in every document before any of its scripts): when
// the widget is first on screen, in which frame, when the page marked itself live, and the nav switch's
// click and result. Its own module so that tests/bench-probe.spec.ts can run it.

/** Records into `window.__bench`; has no imports (Playwright sends its source). */
export function firstLoadProbe() {
  const hasBox = (el) => {
    const r = el?.getBoundingClientRect()
    return !!r && r.width > 0 && r.height > 0
  }
  const bench = (window.__bench = { widget: null, widgetFrame: null, hydrated: null, clickAt: null, switchAt: null })
  // (the document, not its root: an init script may run before the root element exists)
  new MutationObserver((_, observer) => {
    if (!document.documentElement?.hasAttribute("data-hydrated")) return
    bench.hydrated = performance.now()
    observer.disconnect()
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] })
  // a demo's widget: its zag parts, or its buttons where the zag root stays empty until used (toast)
  const selector = location.pathname === "/" ? "main h1" : "main [data-scope], main button"
  // frames counts the page's rendering updates: none runs while the page is render-blocked, so frame 1 is
  // the first frame the page paints, the one whose presentation FCP reports
  let frames = 0
  const first = () => {
    frames++
    if (![...document.querySelectorAll(selector)].some(hasBox)) return requestAnimationFrame(first)
    bench.widget = performance.now()
    bench.widgetFrame = frames
  }
  requestAnimationFrame(first)
  addEventListener(
    "click",
    (event) => {
      const link = event.target.closest?.("a[href]")
      if (!link) return
      bench.clickAt = performance.now()
      const target = new URL(link.href).pathname
      const widget = "main [data-scope], main button"
      const old = new Set(document.querySelectorAll(widget))
      const next = () => {
        const shown = [...document.querySelectorAll(widget)].some((el) => !old.has(el) && hasBox(el))
        if (location.pathname === target && shown) bench.switchAt = performance.now()
        else requestAnimationFrame(next)
      }
      requestAnimationFrame(next)
    },
    true,
  )
}
