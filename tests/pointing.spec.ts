import { button } from "../src/demos/interactionSteps"
import { playwrightDriver } from "./engine/driver"
import { runInteraction } from "./engine/interact"
import { expect, gotoDemo, test } from "./fixtures"

// The route checks click as a person does (tests/engine/interact.ts): they scroll the window or a list to
// bring a target into view, never a box that clips without scrollbars, which no wheel moves. Scrolling
// Level 1's content while it grew open moved Level 2 under the pointer between the look and the click
// (Firefox, under CI's load: Level 2 never opened).
test("a click never scrolls a box that clips without scrollbars", async ({ page }) => {
  await gotoDemo(page, "/collapsible/nested")
  // Level 1 opens over three seconds: Level 2 is clipped away for most of them
  await page.evaluate(() => {
    const slow = new CSSStyleSheet()
    slow.replaceSync('main [data-part="content"][data-state="open"] { animation-duration: 3s !important }')
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, slow]
  })
  const driver = playwrightDriver(page)
  await runInteraction(driver, [{ click: button("Level 1") }])
  // what each frame shows: Level 1's content scrolled or not
  await page.evaluate(() => {
    const content = document.querySelector('main [data-part="content"]')!
    const sample = () => {
      if (content.scrollTop !== 0) document.documentElement.setAttribute("data-test-scrolled", "")
      requestAnimationFrame(sample)
    }
    requestAnimationFrame(sample)
  })
  await runInteraction(driver, [{ click: button("Level 2") }, { expect: button("Level 3"), is: "visible" }])
  expect(
    await page.evaluate(() => document.documentElement.hasAttribute("data-test-scrolled")),
    "Level 1's content was scrolled",
  ).toBe(false)
})
