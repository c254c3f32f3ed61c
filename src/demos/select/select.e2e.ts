import type { Page } from "@playwright/test"
import { expect, gotoDemo, openTab, readVisualizer, stopClock, test } from "@tests/fixtures"

const trigger = (page: Page) => page.locator("main [data-scope='select'][data-part='trigger']")
const content = (page: Page) => page.locator("[data-scope='select'][data-part='content']")
const item = (page: Page, code: string) => page.locator(`[data-scope='select'][data-part='item'][data-value='${code}']`)
/** Clicks a control checkbox and waits for the URL-backed state to settle. */
async function toggle(page: Page, key: string, on: boolean) {
  await page.getByTestId(key).click()
  await expect(page.getByTestId(key)).toBeChecked({ checked: on })
}
const clear = (page: Page) => page.locator("main [data-scope='select'][data-part='clear-trigger']")

test.describe("select", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/select")
  })

  test("lists the 249 countries under a labelled trigger reading Select option", async ({ page }) => {
    await expect(page.locator("main [data-part='label']")).toHaveText("Label")
    await expect(trigger(page)).toHaveText(/Select option/)
    await expect(clear(page)).toBeHidden()
    await trigger(page).click()
    await expect(content(page)).toBeVisible()
    const items = content(page).locator("[data-part='item']")
    await expect(items).toHaveCount(249)
    await expect(items.first()).toHaveText(/Andorra \(AD\)/)
    await expect(items.last()).toHaveText(/Zimbabwe \(ZW\)/)
    // placement bottom-start with an 8px gutter
    await expect(content(page)).toHaveAttribute("data-placement", "bottom-start")
    const t = (await trigger(page).boundingBox())!
    const c = (await content(page).boundingBox())!
    // (the positioner snaps to whole pixels)
    expect(Math.abs(c.y - (t.y + t.height) - 8)).toBeLessThanOrEqual(1)
    expect(Math.abs(c.x - t.x)).toBeLessThanOrEqual(1)
  })

  test("pointer: choose, submit the form, clear", async ({ page }) => {
    await trigger(page).click()
    await item(page, "PE").click()
    await expect(content(page)).toBeHidden()
    await expect(trigger(page)).toHaveText(/Peru \(PE\)/)
    await expect(page.getByRole("region", { name: "Events" })).toContainText('onChange {"value":["PE"]}')

    await page.getByRole("button", { name: "Submit" }).click()
    await expect(page.getByRole("region", { name: "Submitted" })).toContainText('{"country":"PE"}')

    await clear(page).click()
    await expect(trigger(page)).toHaveText(/Select option/)
    await page.getByRole("button", { name: "Submit" }).click()
    await expect(page.getByRole("region", { name: "Submitted" })).toContainText('{"country":""}')
    await expect(page.getByRole("alert").filter({ hasText: "No country was selected." })).toBeVisible()
  })

  test("keyboard: open, typeahead and arrows in the list, Enter selects, focus returns", async ({ page }) => {
    await trigger(page).focus()
    await page.keyboard.press("Enter")
    await expect(content(page)).toBeVisible()
    await expect(content(page)).toBeFocused()
    // typeahead keeps the keys typed within 350 ms of each other; on a busy machine a key can come later, so
    // the page's clock stands still while "pap" is typed
    await page.clock.install()
    await stopClock(page, 1000)
    await page.keyboard.type("pap")
    await expect(item(page, "PG")).toHaveAttribute("data-highlighted", "")
    await page.clock.resume()
    await page.keyboard.press("ArrowUp")
    await expect(item(page, "PF")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("Enter")
    await expect(content(page)).toBeHidden()
    await expect(trigger(page)).toHaveText(/French Polynesia \(PF\)/)
    await expect(trigger(page)).toBeFocused()
  })

  test("keyboard: typeahead on the closed trigger selects; Escape closes without a change", async ({ page }) => {
    await trigger(page).focus()
    await page.keyboard.type("k")
    await expect(trigger(page)).toHaveText(/Kenya \(KE\)/)
    await expect(content(page)).toBeHidden()
    await page.keyboard.press("ArrowDown")
    await expect(content(page)).toBeVisible()
    await expect(item(page, "KE")).toHaveAttribute("data-highlighted", "")
    // zag moves focus into the list a frame after it opens; a key before that reaches the trigger
    await expect(content(page)).toBeFocused()
    await page.keyboard.press("End")
    await expect(item(page, "ZW")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("Escape")
    await expect(content(page)).toBeHidden()
    await expect(trigger(page)).toHaveText(/Kenya \(KE\)/)
    await expect(trigger(page)).toBeFocused()
  })

  test("multiple from the controls keeps the list open and submits every value", async ({ page }) => {
    await toggle(page, "multiple", true)
    await toggle(page, "closeOnSelect", false)
    await trigger(page).click()
    await item(page, "CY").click()
    await item(page, "KE").click()
    await expect(content(page)).toBeVisible()
    await expect(content(page)).toHaveAttribute("aria-multiselectable", "true")
    await page.keyboard.press("Escape")
    await expect(trigger(page)).toHaveText(/Cyprus \(CY\), Kenya \(KE\)/)
    await page.getByRole("button", { name: "Submit" }).click()
    await expect(page.getByRole("region", { name: "Submitted" })).toContainText('{"country":["CY","KE"]}')
  })

  test("disabled and read-only controls stop interaction; the visualizer follows", async ({ page }) => {
    await toggle(page, "disabled", true)
    await expect(trigger(page)).toBeDisabled()
    await toggle(page, "disabled", false)
    await toggle(page, "readOnly", true)
    await trigger(page).click()
    await expect(content(page)).toBeHidden()
    await toggle(page, "readOnly", false)

    await trigger(page).click()
    await item(page, "NG").click()
    await openTab(page, "Visualizer")
    const json = await readVisualizer(page)
    expect(json.context.value).toEqual(["NG"])
    expect(json.context).not.toHaveProperty("collection")
  })
})

test("right to left, the event log and the submitted JSON still read left to right", async ({ page }) => {
  await gotoDemo(page, "/select?dir=rtl")
  const direction = (name: string) =>
    page
      .getByRole("region", { name })
      .locator(".demo-output")
      .evaluate((el) => getComputedStyle(el).direction)
  await expect(page.locator("main [data-scope='select'][data-part='root']")).toHaveAttribute("dir", "rtl")
  await trigger(page).click()
  await item(page, "PE").click()
  await expect(page.getByRole("region", { name: "Events" })).toContainText('onChange {"value":["PE"]}')
  await page.getByRole("button", { name: "Submit" }).click()
  await expect(page.getByRole("region", { name: "Submitted" })).toContainText('{"country":"PE"}')
  expect(await direction("Events")).toBe("ltr")
  expect(await direction("Submitted")).toBe("ltr")
})
