/**
 * Records every move of the widget (main's zag parts and heading, and the view settings bar) from the
 * first frame on, until the page has hydrated and a frame has passed; run as an init script. For engines
 * without the Layout Instability API (Firefox): it compares each element's layout position (offsets up
 * the offsetParent chain, which ignore transforms, as layout shifts do) with where it was first seen.
 */
export function recordWidgetShifts() {
  const shifts: string[] = []
  const firstSeen = new WeakMap<Element, { x: number; y: number }>()
  Object.assign(window, { widgetShifts: shifts, widgetShiftsDone: false })
  const position = (el: HTMLElement) => {
    let x = 0
    let y = 0
    for (let node: HTMLElement | null = el; node; node = node.offsetParent as HTMLElement | null) {
      x += node.offsetLeft
      y += node.offsetTop
    }
    return { x, y }
  }
  let framesAfterHydration = 0
  const sample = () => {
    for (const el of document.querySelectorAll<HTMLElement>("main [data-scope][data-part], main h1, .settings-bar")) {
      // SVG parts have no offsets; hidden ones have no layout box
      if (!(el instanceof HTMLElement) || (el.offsetParent === null && getComputedStyle(el).position !== "fixed"))
        continue
      // an empty box shows nothing that could move, as the Layout Instability API counts shifts: a page still
      // being parsed has, say, an item's text span without its text yet, centred lower in its row till the
      // text arrives (Firefox, under CI's load: "<span listbox item-text> moved from 287,5286 to 287,5275")
      if (el.offsetWidth === 0 || el.offsetHeight === 0) continue
      // nor does a hidden one: Firefox lays out, but doesn't show, a page still being parsed (base.css)
      if (!el.checkVisibility({ visibilityProperty: true })) continue
      const now = position(el)
      const first = firstSeen.get(el)
      if (!first) firstSeen.set(el, now)
      else if (first.x !== now.x || first.y !== now.y) {
        shifts.push(
          `<${el.tagName.toLowerCase()} ${el.dataset.scope ?? ""} ${el.dataset.part ?? el.className}> moved from ${first.x},${first.y} to ${now.x},${now.y} at ${Math.round(performance.now())} ms`,
        )
        firstSeen.set(el, now)
      }
    }
    if (document.documentElement.hasAttribute("data-hydrated")) framesAfterHydration++
    if (framesAfterHydration > 1) Object.assign(window, { widgetShiftsDone: true })
    else requestAnimationFrame(sample)
  }
  requestAnimationFrame(sample)
}

/**
 * Records every layout shift of the demo area (the settings bar, `main` and what is in them) from the
 * first paint on, where the engine reports layout shifts (Chromium's Layout Instability API; elsewhere the
 * list stays empty and `recordWidgetShifts` does the job): run as an init script.
 */
export function recordDemoAreaShifts() {
  const shifts: string[] = []
  Object.assign(window, { demoAreaShifts: shifts })
  if (!PerformanceObserver.supportedEntryTypes.includes("layout-shift")) return
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & {
        sources?: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>
      }
    >) {
      for (const { node, previousRect: from, currentRect: to } of entry.sources ?? []) {
        const element = node instanceof Element ? node : node?.parentElement
        if (!element?.closest("main, .settings-bar")) continue
        shifts.push(
          `<${element.tagName.toLowerCase()} class="${element.className}"> moved from ${from.x},${from.y} (${from.width}x${from.height}) to ${to.x},${to.y} (${to.width}x${to.height}) at ${Math.round(entry.startTime)} ms`,
        )
      }
    }
  }).observe({ type: "layout-shift", buffered: true })
}
