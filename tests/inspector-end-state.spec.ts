import { expect, gotoDemo, stopClock, test } from "./fixtures"
import { openInspector } from "./inspector"

// zag's number input writes its input's value in the animation frame after the event that changed it:
// "Copy as test" clicked before that frame must still assert the value the person then sees
test("Copy as test asserts the end state as painted, even when clicked before the last event's frame", async ({
  page,
}) => {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"])
  await gotoDemo(page, "/number-input?tab=inspector")
  await openInspector(page)
  const input = page.locator('main [data-scope="number-input"][data-part="input"]')
  await input.fill("42")
  await expect(input).toHaveAttribute("aria-valuenow", "42")
  // no frame comes while the clock stands still
  await page.clock.install()
  await stopClock(page, 1000)
  await input.press("ArrowUp")
  await expect(input).toHaveAttribute("aria-valuenow", "43")
  // the race: zag has not written the new value yet when the button is clicked
  await expect(input).toHaveValue("42")
  // a real click at the button, as a person makes it: a locator click would wait for frames that the stopped
  // clock never gives
  const copy = await page.locator(".toolbar .inspector-log-actions button", { hasText: "Copy as test" }).boundingBox()
  if (!copy) throw new Error("the Copy as test button has no box")
  await page.mouse.click(copy.x + copy.width / 2, copy.y + copy.height / 2)
  await page.clock.runFor(100)
  await page.clock.resume()
  await expect(input).toHaveValue("43")
  await expect(page.locator(".toolbar .inspector-replay > .inspector-log-status")).toHaveText(
    /^Copied a Playwright test/,
  )
  const code = await page.evaluate(() => navigator.clipboard.readText())
  expect(code).toContain('toBe("input aria-valuenow=43 value=43")')
})
