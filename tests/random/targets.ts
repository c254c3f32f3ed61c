import type { Driver } from "../engine/driver"

/** Where random actions may land: the demo, its open overlays, and the open toolbar panel. */
export type Target = {
  x: number
  y: number
  width: number
  height: number
  /** A point inside the element where the element itself (not something over it) gets the pointer. */
  point: { x: number; y: number }
  /** Text can be typed into it (input, textarea, contenteditable). */
  editable: boolean
  description: string
}

/**
 * Picks a visible element by a random number (one round trip), preferring interactive ones, and
 * optionally focuses it. Elements outside the demo area (nav, header) are never picked, so random use
 * stays on the page under test.
 */
export async function pickTarget(page: Driver, random: number, options: { editable?: boolean; focus?: boolean }) {
  return page.evaluate(
    ({ random, editable, focus }) => {
      // a story's links to its siblings sit in <main> but belong to the gallery, as the nav does
      const inDemoArea = (el: Element | null) =>
        el !== null &&
        !el.closest(".story-links") &&
        (!el.closest("#app") || el.closest("#app main, #app .toolbar [role=tabpanel]") !== null)
      // a link off the site is a way out of the page, not something to check on it
      const offSite = (el: Element) => {
        const link = el.closest("a[href]")
        return link instanceof HTMLAnchorElement && !link.href.startsWith(location.origin)
      }
      const scopes = ["#app main", "#app .toolbar [role=tabpanel]:not([hidden])", "body > :not(#app):not(script)"]
      const isEditable = (el: Element) =>
        (el instanceof HTMLInputElement &&
          !["checkbox", "radio", "file", "range", "color", "button", "submit", "hidden"].includes(el.type)) ||
        el instanceof HTMLTextAreaElement ||
        (el instanceof HTMLElement && el.isContentEditable)
      const interactive = "button, input, select, textarea, [role], [tabindex], [data-part], label, summary"
      // a person aims the pointer at what holds still: what a finite animation moves, fades or resizes may be
      // gone by the time the click lands (a closing drawer over the nav), so pointer actions skip it; keys and
      // focus still reach it
      const moving = new Set<Element>()
      if (!focus)
        for (const animation of document.getAnimations()) {
          const effect = animation.effect as KeyframeEffect | null
          if (animation.playState !== "running" || !effect?.target) continue
          if (effect.getTiming().iterations === Infinity) continue
          const properties = effect.getKeyframes().flatMap((frame) => Object.keys(frame))
          if (
            properties.some((name) =>
              /^(transform|translate|scale|rotate|opacity|top|left|right|bottom|inset|width|height|margin|clip|visibility|display)/i.test(
                name,
              ),
            )
          )
            moving.add(effect.target)
        }
      // inside what moves, or holding it (a closing drawer's positioner goes with its content)
      const onTheMove = (el: Element) => [...moving].some((m) => m.contains(el) || el.contains(m))
      const candidates: Element[] = []
      for (const scope of scopes) {
        for (const root of document.querySelectorAll(scope)) {
          for (const el of root.querySelectorAll("*")) {
            if (!inDemoArea(el)) continue
            if (offSite(el)) continue
            if (editable && !isEditable(el)) continue
            const box = el.getBoundingClientRect()
            if (box.width < 1 || box.height < 1 || box.bottom < 0 || box.right < 0) continue
            if (box.top > innerHeight || box.left > innerWidth) continue
            if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue
            if (onTheMove(el)) continue
            // interactive elements are three times as likely to be picked
            const weight = el.matches(interactive) ? 3 : 1
            for (let i = 0; i < weight; i++) candidates.push(el)
          }
        }
      }
      // the pointer must reach the element itself, not the nav or anything else covering it
      let el: Element | undefined
      let point = { x: 0, y: 0 }
      for (let attempt = 0; attempt < 10 && candidates.length > 0 && !el; attempt++) {
        const index = Math.floor(((random * 7919 * (attempt + 1)) % 1) * candidates.length)
        const candidate = candidates[index]
        const box = candidate.getBoundingClientRect()
        const x = Math.min(
          Math.max(box.left + box.width * (0.2 + 0.6 * ((random * 31 * (attempt + 1)) % 1)), 0),
          innerWidth - 1,
        )
        const y = Math.min(
          Math.max(box.top + box.height * (0.2 + 0.6 * ((random * 57 * (attempt + 1)) % 1)), 0),
          innerHeight - 1,
        )
        const hit = document.elementFromPoint(x, y)
        if (
          hit &&
          inDemoArea(hit) &&
          !offSite(hit) &&
          !onTheMove(hit) &&
          (candidate.contains(hit) || hit.contains(candidate))
        ) {
          el = candidate
          point = { x, y }
        }
      }
      if (!el) return null
      if (focus && el instanceof HTMLElement) el.focus()
      // an element that takes no focus leaves it where it was: never leave it in the nav
      if (focus && !inDemoArea(document.activeElement)) (document.activeElement as HTMLElement | null)?.blur()
      const box = el.getBoundingClientRect()
      const name =
        el.getAttribute("aria-label") ?? el.getAttribute("data-testid") ?? el.textContent?.trim().slice(0, 20)
      const part = el.getAttribute("data-part")
      return {
        x: box.left,
        y: box.top,
        width: box.width,
        height: box.height,
        point,
        editable: isEditable(el),
        description: `${el.tagName.toLowerCase()}${part ? `[${part}]` : ""}${name ? ` “${name}”` : ""}`,
      }
    },
    { random, editable: options.editable ?? false, focus: options.focus ?? false },
  )
}

/** Takes focus out of the nav, the header or a story's links (so keys never navigate away); says whether it had to. */
export async function keepFocusInDemoArea(page: Driver) {
  return page.evaluate(() => {
    const active = document.activeElement
    const inDemoArea = active?.closest("#app main, #app .toolbar") && !active.closest(".story-links")
    if (!active || !active.closest("#app") || inDemoArea) return false
    ;(active as HTMLElement).blur()
    return true
  })
}

/**
 * Whether Enter or Space where focus is would follow a link off the site, as a person would not in a check
 * of the page itself: the focused element's link, or the item a composite widget highlights for it (a menu's
 * aria-activedescendant, a `data-highlighted` item inside it).
 */
export async function activatesExternalLink(page: Driver) {
  return page.evaluate(() => {
    const active = document.activeElement
    if (!active) return false
    const owned = active.getAttribute("aria-activedescendant")
    const candidates = [
      active,
      owned ? document.getElementById(owned) : null,
      ...active.querySelectorAll("[data-highlighted]"),
    ]
    return candidates.some((el) => {
      const link = el?.closest("a[href]") ?? el?.querySelector("a[href]")
      return link instanceof HTMLAnchorElement && !link.href.startsWith(location.origin)
    })
  })
}
