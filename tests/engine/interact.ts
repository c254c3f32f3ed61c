import type { Step, Target } from "../../src/demos/interactions"
import type { Driver } from "./driver"

type Box = { x: number; y: number; width: number; height: number }

const describe = (target: Target) => (typeof target === "string" ? target : `${target.css} named “${target.name}”`)

/**
 * Finds a target in the page (run inside the page: it takes nothing from outside). Also the
 * `{ css, name }` form: the first match whose aria-label, or else trimmed text, is the name.
 */
function find(target: Target): HTMLElement | SVGElement | null {
  if (typeof target === "string") return document.querySelector<HTMLElement | SVGElement>(target)
  for (const el of document.querySelectorAll<HTMLElement | SVGElement>(target.css)) {
    if ((el.getAttribute("aria-label") ?? el.textContent?.trim()) === target.name) return el
  }
  return null
}

/** Installs `find` in the page once per document (the predicates below call it on every poll). */
async function installFind(driver: Driver) {
  await driver.evaluateSource(`window.zagFind ??= (${find.toString()})`)
}

type Found = (target: Target) => HTMLElement | SVGElement | null

/**
 * Waits until a person could point at the target, and gives its box. A person points at what they see, once
 * it holds still: the middle of the element inside the window, at the same place in two frames in a row (zag
 * places a popup's content a frame after it opens, 100vh above the window until then; a button below a
 * collapsible's opening content moves down with it). With `pointing`, also what a pointer there would hit: the
 * element or a child of it (a button at the foot of a collapsible still growing open is clipped away and holds
 * still while it is).
 */
async function boxOf(driver: Driver, target: Target, pointing = false): Promise<Box> {
  await driver.waitFor(
    ({ target, pointing }) => {
      const el = (window as unknown as { zagFind: Found }).zagFind(target)
      const held = window as unknown as { zagLastBox?: { box: string; frame: CSSNumberish | null } }
      if (el === null || el.getBoundingClientRect().width === 0) return false
      // scrolled into view as a person scrolls: not inside a box that clips without scrollbars (overflow
      // hidden), which no wheel moves (scrolling a collapsible growing open moved its clipped button down)
      const unscrollable = (overflow: string) => overflow === "hidden" || overflow === "clip"
      const clipping: Array<() => void> = []
      for (let box = el.parentElement; box; box = box.parentElement) {
        const { overflowX, overflowY } = getComputedStyle(box)
        const { scrollLeft, scrollTop } = box
        if (unscrollable(overflowX)) clipping.push(() => (box.scrollLeft = scrollLeft))
        if (unscrollable(overflowY)) clipping.push(() => (box.scrollTop = scrollTop))
      }
      el.scrollIntoView({ block: "nearest", inline: "nearest" })
      for (const restore of clipping) restore()
      const { x, y, width, height } = el.getBoundingClientRect()
      const [middleX, middleY] = [x + width / 2, y + height / 2]
      const box = JSON.stringify([target, x, y, width, height])
      // the same box in an earlier frame: a look twice within one frame proves nothing (the driver may look
      // once before it starts polling at each frame)
      const frame = document.timeline.currentTime
      const still = held.zagLastBox?.box === box && held.zagLastBox.frame !== frame
      held.zagLastBox = { box, frame }
      if (!still || middleX < 0 || middleY < 0 || middleX >= innerWidth || middleY >= innerHeight) return false
      if (!pointing || getComputedStyle(el).pointerEvents === "none") return true
      const hit = document.elementFromPoint(middleX, middleY)
      return hit !== null && el.contains(hit)
    },
    { target, pointing },
    `${describe(target)} is on the page, in the window, holds still${pointing ? " and is what a pointer at its middle hits" : ""}`,
  )
  return driver.evaluate((target) => {
    const { x, y, width, height } = (window as unknown as { zagFind: Found }).zagFind(target)!.getBoundingClientRect()
    return { x, y, width, height }
  }, target)
}

/**
 * Focuses an element as a keyboard user does: zag opens tooltips and hover cards on focus only when its
 * focus-visible tracking saw a key, and a script's focus() is no key. So the element is focused, then
 * Shift+Tab and Tab leave it and come back.
 */
export async function focusByKeyboard(driver: Driver, target: Target) {
  await boxOf(driver, target)
  await driver.evaluate((target) => (window as unknown as { zagFind: Found }).zagFind(target)?.focus(), target)
  await driver.keyboard.press("Shift+Tab")
  await driver.keyboard.press("Tab")
  await driver.waitFor(
    (target) => document.activeElement === (window as unknown as { zagFind: Found }).zagFind(target),
    target,
    `${describe(target)} has focus again after Shift+Tab, Tab`,
  )
}

/** Waits until no finite animation or transition runs (colours and boxes at rest). */
export async function settle(driver: Driver) {
  await driver.waitFor(
    () =>
      document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
    undefined,
    "no animation runs",
  )
}

const middle = (box: Box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 })

/** Runs a demo's first interaction; throws, naming the step and the engine, at the first that fails. */
export async function runInteraction(driver: Driver, steps: Step[]) {
  await installFind(driver)
  await driver.waitFor(() => document.hasFocus(), undefined, "the page's window has the focus, as a person's does")
  const remembered = new Map<string, Box>()
  for (const [index, step] of steps.entries()) {
    try {
      await runStep(driver, step, remembered)
    } catch (error) {
      throw new Error(
        `${driver.engine}: step ${index + 1} ${JSON.stringify(step)} failed: ${(error as Error).message}`,
        { cause: error },
      )
    }
  }
}

async function runStep(driver: Driver, step: Step, remembered: Map<string, Box>) {
  if ("click" in step) {
    const { x, y } = middle(await boxOf(driver, step.click, true))
    await driver.mouse.click(x, y, { button: step.button ?? "left" })
  } else if ("hover" in step) {
    const { x, y } = middle(await boxOf(driver, step.hover, true))
    await driver.mouse.move(x, y)
  } else if ("focus" in step) {
    await focusByKeyboard(driver, step.focus)
  } else if ("press" in step) {
    await driver.keyboard.press(step.press)
  } else if ("type" in step) {
    await boxOf(driver, step.into)
    await driver.evaluate((target) => (window as unknown as { zagFind: Found }).zagFind(target)?.focus(), step.into)
    await driver.keyboard.insertText(step.type)
  } else if ("drag" in step) {
    const from = middle(await boxOf(driver, step.drag, true))
    await driver.mouse.move(from.x, from.y)
    await driver.mouse.down()
    await driver.mouse.move(from.x + step.by.x, from.y + step.by.y, { steps: 8 })
    await driver.mouse.up()
  } else if ("choose" in step) {
    const selector = typeof step.choose === "string" ? step.choose : step.choose.css
    const { name, mimeType, text } = step.file
    await driver.setInputFiles(selector, { name, mimeType, buffer: Buffer.from(text) })
  } else if ("remember" in step) {
    remembered.set(JSON.stringify(step.remember), await boxOf(driver, step.remember))
  } else {
    await expectStep(driver, step, remembered)
  }
}

async function expectStep(driver: Driver, step: Extract<Step, { expect: Target }>, remembered: Map<string, Box>) {
  const target = step.expect
  const what = describe(target)
  if ("is" in step) {
    await driver.waitFor(
      ({ target, is }) => {
        const el = (window as unknown as { zagFind: Found }).zagFind(target)
        const visible =
          el !== null && el.getClientRects().length > 0 && el.checkVisibility({ visibilityProperty: true })
        if (is === "visible") return visible
        if (is === "hidden") return !visible
        if (is === "present") return el !== null
        return el !== null && document.activeElement === el
      },
      { target, is: step.is },
      `${what} is ${step.is}`,
    )
  } else if ("attribute" in step) {
    await driver
      .waitFor(
        ({ target, name, value }) =>
          (window as unknown as { zagFind: Found }).zagFind(target)?.getAttribute(name) === value,
        { target, name: step.attribute, value: step.toBe },
        `${what} has ${step.attribute}=${JSON.stringify(step.toBe)}`,
      )
      .catch(async (error: Error) => {
        const seen = await driver.evaluate(
          ({ target, name }) => ({
            value: (window as unknown as { zagFind: Found }).zagFind(target)?.getAttribute(name) ?? null,
            focused: document.activeElement?.outerHTML.slice(0, 160) ?? null,
            windowFocused: document.hasFocus(),
          }),
          { target, name: step.attribute },
        )
        throw new Error(
          `${error.message} (it has ${JSON.stringify(seen.value)}; focus is on ${seen.focused}; the window ${seen.windowFocused ? "has" : "lacks"} focus)`,
          {
            cause: error,
          },
        )
      })
  } else if ("text" in step) {
    await driver.waitFor(
      ({ target, text }) => (window as unknown as { zagFind: Found }).zagFind(target)?.textContent?.trim() === text,
      { target, text: step.text },
      `${what} reads “${step.text}”`,
    )
  } else if ("value" in step) {
    await driver.waitFor(
      ({ target, value }) =>
        ((window as unknown as { zagFind: Found }).zagFind(target) as HTMLInputElement | null)?.value === value,
      { target, value: step.value },
      `${what} holds “${step.value}”`,
    )
  } else {
    const before = remembered.get(JSON.stringify(target))
    if (!before) throw new Error(`${what} was not remembered before the move`)
    await driver.waitFor(
      ({ target, before, by }) => {
        const box = (window as unknown as { zagFind: Found }).zagFind(target)?.getBoundingClientRect()
        return box !== undefined && Math.abs(box.x - before.x - by.x) <= 1 && Math.abs(box.y - before.y - by.y) <= 1
      },
      { target, before, by: step.movedBy },
      `${what} moved by ${step.movedBy.x}, ${step.movedBy.y}`,
    )
  }
}
