import { expect, test } from "@playwright/test"
import { playwrightDriver } from "./engine/driver"
import { pickTarget } from "./random/targets"

// The random actions' pointer aims only at what holds still: a click aimed at a closing drawer lands on
// whatever is under it once it is gone (in right to left, the nav's links), which no person does.
test("random pointer actions never aim at a drawer that is closing, and do aim at it open", async ({ page }) => {
  await page.goto("/drawer/non-modal")
  await page.getByRole("button", { name: "Open Drawer" }).click()
  const drawer = page.getByRole("dialog", { name: "Non-modal Drawer" })
  await expect(drawer).toBeVisible()
  await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0)
  const driver = playwrightDriver(page)
  const picks = async () => {
    const seen = new Set<string>()
    for (let i = 0; i < 60; i++) seen.add((await pickTarget(driver, i / 60, {}))?.description ?? "nothing")
    return [...seen].filter((description) =>
      /\[(positioner|content|description|title|close-trigger)\]/.test(description),
    )
  }
  expect(await picks(), "the open drawer's parts are aimed at").not.toEqual([])
  await page.keyboard.press("Escape")
  // the drawer slides out for 250 ms, less than the picks take: slowed down a hundredfold, it still slides
  // out after them
  await page.evaluate(() => document.getAnimations().forEach((animation) => (animation.playbackRate = 0.01)))
  const whileClosing = await picks()
  expect(await page.evaluate(() => document.getAnimations().length), "the drawer still slides out").toBeGreaterThan(0)
  expect(whileClosing, "the closing drawer's parts are aimed at").toEqual([])
})
