import { expect, gotoDemo, openTab, readVisualizer, stopClock, test } from "@tests/fixtures"
import { toggleControl } from "@tests/models/controls"
import { SelectModel } from "@tests/models/select.model"

test.describe("select", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/select")
  })

  test("lists the 249 countries under a labelled trigger reading Select option", async ({ page }) => {
    const select = new SelectModel(page)
    await expect(select.label).toHaveText("Label")
    await expect(select.trigger).toHaveText(/Select option/)
    await expect(select.clearTrigger).toBeHidden()
    await select.trigger.click()
    await expect(select.content).toBeVisible()
    const items = select.items
    await expect(items).toHaveCount(249)
    await expect(items.first()).toHaveText(/Andorra \(AD\)/)
    await expect(items.last()).toHaveText(/Zimbabwe \(ZW\)/)
    // placement bottom-start with an 8px gutter
    await expect(select.content).toHaveAttribute("data-placement", "bottom-start")
    const t = (await select.trigger.boundingBox())!
    const c = (await select.content.boundingBox())!
    // (the positioner snaps to whole pixels)
    expect(Math.abs(c.y - (t.y + t.height) - 8)).toBeLessThanOrEqual(1)
    expect(Math.abs(c.x - t.x)).toBeLessThanOrEqual(1)
  })

  test("pointer: choose, submit the form, clear", async ({ page }) => {
    const select = new SelectModel(page)
    await select.trigger.click()
    await select.item("PE").click()
    await expect(select.content).toBeHidden()
    await expect(select.trigger).toHaveText(/Peru \(PE\)/)
    await expect(page.getByRole("region", { name: "Events" })).toContainText('onChange {"value":["PE"]}')

    await page.getByRole("button", { name: "Submit" }).click()
    await expect(page.getByRole("region", { name: "Submitted" })).toContainText('{"country":"PE"}')

    await select.clearTrigger.click()
    await expect(select.trigger).toHaveText(/Select option/)
    await page.getByRole("button", { name: "Submit" }).click()
    await expect(page.getByRole("region", { name: "Submitted" })).toContainText('{"country":""}')
    await expect(page.getByRole("alert").filter({ hasText: "No country was selected." })).toBeVisible()
  })

  test("keyboard: open, typeahead and arrows in the list, Enter selects, focus returns", async ({ page }) => {
    const select = new SelectModel(page)
    await select.trigger.focus()
    await page.keyboard.press("Enter")
    await expect(select.content).toBeVisible()
    await expect(select.content).toBeFocused()
    // typeahead keeps the keys typed within 350 ms of each other; on a busy machine a key can come later, so
    // the page's clock stands still while "pap" is typed
    await page.clock.install()
    await stopClock(page, 1000)
    await page.keyboard.type("pap")
    await expect(select.item("PG")).toHaveAttribute("data-highlighted", "")
    await page.clock.resume()
    await page.keyboard.press("ArrowUp")
    await expect(select.item("PF")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("Enter")
    await expect(select.content).toBeHidden()
    await expect(select.trigger).toHaveText(/French Polynesia \(PF\)/)
    await expect(select.trigger).toBeFocused()
  })

  test("keyboard: typeahead on the closed trigger selects; Escape closes without a change", async ({ page }) => {
    const select = new SelectModel(page)
    await select.trigger.focus()
    await page.keyboard.type("k")
    await expect(select.trigger).toHaveText(/Kenya \(KE\)/)
    await expect(select.content).toBeHidden()
    await page.keyboard.press("ArrowDown")
    await expect(select.content).toBeVisible()
    await expect(select.item("KE")).toHaveAttribute("data-highlighted", "")
    // zag moves focus into the list a frame after it opens; a key before that reaches the trigger
    await expect(select.content).toBeFocused()
    await page.keyboard.press("End")
    await expect(select.item("ZW")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("Escape")
    await expect(select.content).toBeHidden()
    await expect(select.trigger).toHaveText(/Kenya \(KE\)/)
    await expect(select.trigger).toBeFocused()
  })

  test("multiple from the controls keeps the list open and submits every value", async ({ page }) => {
    const select = new SelectModel(page)
    await toggleControl(page, "multiple", true)
    await toggleControl(page, "closeOnSelect", false)
    await select.trigger.click()
    await select.item("CY").click()
    await select.item("KE").click()
    await expect(select.content).toBeVisible()
    await expect(select.content).toHaveAttribute("aria-multiselectable", "true")
    await page.keyboard.press("Escape")
    await expect(select.trigger).toHaveText(/Cyprus \(CY\), Kenya \(KE\)/)
    await page.getByRole("button", { name: "Submit" }).click()
    await expect(page.getByRole("region", { name: "Submitted" })).toContainText('{"country":["CY","KE"]}')
  })

  test("disabled and read-only controls stop interaction; the visualizer follows", async ({ page }) => {
    const select = new SelectModel(page)
    await toggleControl(page, "disabled", true)
    await expect(select.trigger).toBeDisabled()
    await toggleControl(page, "disabled", false)
    await toggleControl(page, "readOnly", true)
    await select.trigger.click()
    await expect(select.content).toBeHidden()
    await toggleControl(page, "readOnly", false)

    await select.trigger.click()
    await select.item("NG").click()
    await openTab(page, "Visualizer")
    const json = await readVisualizer(page)
    expect(json.context.value).toEqual(["NG"])
    expect(json.context).not.toHaveProperty("collection")
  })
})

test("right to left, the event log and the submitted JSON still read left to right", async ({ page }) => {
  const select = new SelectModel(page)
  await gotoDemo(page, "/select?dir=rtl")
  const direction = (name: string) =>
    page
      .getByRole("region", { name })
      .locator(".demo-output")
      .evaluate((el) => getComputedStyle(el).direction)
  await expect(select.root).toHaveAttribute("dir", "rtl")
  await select.trigger.click()
  await select.item("PE").click()
  await expect(page.getByRole("region", { name: "Events" })).toContainText('onChange {"value":["PE"]}')
  await page.getByRole("button", { name: "Submit" }).click()
  await expect(page.getByRole("region", { name: "Submitted" })).toContainText('{"country":"PE"}')
  expect(await direction("Events")).toBe("ltr")
  expect(await direction("Submitted")).toBe("ltr")
})
