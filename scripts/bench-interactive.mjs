// Time to interactive for `npm run bench`: from navigation start until the demo first reacts to input.
// The probe repeats the demo's first interaction (src/demos/interactions.ts, the steps both browser
// suites run) as fast as the browser takes it, from the moment the page commits, until what that
// interaction should show is there (its first expectation, checked in the page on every DOM change).
// It only uses roles, texts and zag's data attributes, so it measures any server the same way.
import { fileURLToPath } from "node:url"
import { runnerImport } from "vite"

/** The demos' first interactions, by slug and by the other paths of their pages, read from the TypeScript source. */
export async function loadFirstInteractions() {
  const { module } = await runnerImport(fileURLToPath(new URL("../src/demos/interactions.ts", import.meta.url)))
  const { module: registry } = await runnerImport(fileURLToPath(new URL("../src/demos/registry.ts", import.meta.url)))
  // by route: a route whose page is a story module is an alias of its story path (/checkbox → checkbox/basic)
  const steps = { ...module.firstInteractions }
  for (const [path, slug] of Object.entries(registry.aliases)) steps[path] ??= module.firstInteractions[slug]
  return steps
}

/** Init script: finds targets, and records when the route's expectation first holds (`__tti.reactedAt`). */
export function interactiveProbe() {
  const find = (target) => {
    if (typeof target === "string") return document.querySelector(target)
    return [...document.querySelectorAll(target.css)].find(
      (el) => (el.getAttribute("aria-label") ?? el.textContent?.trim()) === target.name,
    )
  }
  const visible = (el) => !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden"
  const holds = (step) => {
    const el = find(step.expect)
    if (step.is === "visible") return visible(el)
    if (step.is === "hidden") return !visible(el)
    if (step.is === "present") return !!el
    if (step.is === "focused") return !!el && document.activeElement === el
    if ("attribute" in step) return !!el && el.getAttribute(step.attribute) === step.toBe
    if ("text" in step) return el?.textContent?.trim() === step.text
    if ("value" in step) return el?.value === step.value
    return false
  }
  /** The middle of the target's box in the viewport, after scrolling it into view; null while it has none. */
  const centre = (target) => {
    const el = find(target)
    if (!visible(el)) return null
    el.scrollIntoView({ block: "nearest", inline: "nearest" })
    const box = el.getBoundingClientRect()
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  }
  const tti = (window.__tti = { find, centre, reactedAt: null, expectation: null, watching: false })
  tti.watch = (expectation) => {
    tti.expectation = expectation
    if (tti.watching) return
    tti.watching = true
    const check = () => {
      if (tti.reactedAt === null && holds(tti.expectation)) tti.reactedAt = performance.now()
    }
    new MutationObserver(check).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    })
    addEventListener("focusin", check, true)
  }
}

/** Runs the probe on an opened page (waitUntil "commit"); resolves to ms from navigation start, or null. */
export async function timeToInteractive(page, steps, timeoutMs = 15_000) {
  const expectIndex = steps.findIndex((step) => "expect" in step && !("movedBy" in step))
  if (expectIndex < 1) return null
  const actions = steps.slice(0, expectIndex).filter((step) => !("remember" in step))
  await page.waitForFunction(() => document.body !== null && window.__tti)
  await page.evaluate((expectation) => window.__tti.watch(expectation), steps[expectIndex])
  // text is typed once: typed again each round, it piled up ("4242" where the step expects 42, then 43),
  // and a page that keeps what was typed before it was live (src/early-input.js) needs it only once
  const typed = new Set()
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    for (const step of actions) {
      if (typed.has(step)) continue
      const key =
        ["click", "hover", "focus", "drag", "choose"].find((k) => k in step) ?? ("type" in step ? "into" : null)
      try {
        // where the target is now (scrolled into view), read in one round trip: no actionability waits,
        // which cost an attempt two animation frames and made the probe lag the page it measures
        const at = key ? await page.evaluate((target) => window.__tti.centre(target), step[key]) : null
        if (key && !at) continue
        if ("click" in step) await page.mouse.click(at.x, at.y, { button: step.button ?? "left" })
        else if ("hover" in step) await page.mouse.move(at.x, at.y)
        else if ("focus" in step) {
          // reached by keyboard, as both browser suites do (tests/engine/interact.ts), and only once: moving
          // focus away and back would restart a hover card's open delay every round
          const reached = await page.evaluate((target) => {
            const el = window.__tti.find(target)
            if (document.activeElement === el) return true
            el?.focus()
            return false
          }, step.focus)
          if (!reached) {
            await page.keyboard.press("Shift+Tab")
            await page.keyboard.press("Tab")
          }
        } else if ("press" in step) await page.keyboard.press(step.press)
        else if ("type" in step) {
          const found = await page.evaluate((target) => {
            const el = window.__tti.find(target)
            el?.focus()
            return !!el
          }, step.into)
          if (!found) continue
          await page.keyboard.type(step.type)
          typed.add(step)
        } else if ("drag" in step) {
          await page.mouse.move(at.x, at.y)
          await page.mouse.down()
          await page.mouse.move(at.x + step.by.x, at.y + step.by.y, { steps: 4 })
          await page.mouse.up()
        } else if ("choose" in step) {
          const handle = await page.evaluateHandle((target) => window.__tti.find(target), step.choose)
          await handle.asElement()?.setInputFiles({ ...step.file, buffer: Buffer.from(step.file.text) })
        }
      } catch {
        // the page navigated or is not ready for this input yet: the next round tries again
      }
    }
    const reacted = await page.evaluate(() => window.__tti.reactedAt)
    if (reacted !== null) return reacted
  }
  return null
}
