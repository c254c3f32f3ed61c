import { expect, gotoDemo, openTab, test, visualizer, readVisualizer } from "@tests/fixtures"

const trigger = (page: import("@playwright/test").Page, id: string) => page.getByTestId(`${id}:trigger`)
const content = (page: import("@playwright/test").Page, id: string) => page.getByTestId(`${id}:content`)

test.describe("accordion", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/accordion")
  })

  test("shows Home, About and Contact, all closed", async ({ page }) => {
    await expect(page.locator("main h3 button")).toHaveText(["Home", "About", "Contact"])
    for (const id of ["home", "about", "contact"]) await expect(content(page, id)).toBeHidden()
  })

  test("click expands an item; without multiple only one stays open", async ({ page }) => {
    await trigger(page, "home").click()
    await expect(content(page, "home")).toBeVisible()
    await expect(trigger(page, "home")).toHaveAttribute("aria-expanded", "true")
    await trigger(page, "about").click()
    await expect(content(page, "about")).toBeVisible()
    await expect(content(page, "home")).toBeHidden()
  })

  test("an open item does not collapse unless collapsible", async ({ page }) => {
    await trigger(page, "home").click()
    await trigger(page, "home").click()
    await expect(content(page, "home")).toBeVisible()

    await page.getByTestId("collapsible").check()
    await trigger(page, "home").click()
    await expect(content(page, "home")).toBeHidden()
    await expect(page).toHaveURL(/collapsible=true/)
  })

  test("multiple keeps several items open", async ({ page }) => {
    await page.getByTestId("multiple").check()
    await trigger(page, "home").click()
    await trigger(page, "contact").click()
    await expect(content(page, "home")).toBeVisible()
    await expect(content(page, "contact")).toBeVisible()
    // multiple also allows collapsing
    await trigger(page, "home").click()
    await expect(content(page, "home")).toBeHidden()
  })

  test("arrow keys, Home and End move focus between triggers (vertical)", async ({ page }) => {
    await trigger(page, "home").focus()
    await page.keyboard.press("ArrowDown")
    await expect(trigger(page, "about")).toBeFocused()
    await page.keyboard.press("ArrowUp")
    await expect(trigger(page, "home")).toBeFocused()
    await page.keyboard.press("End")
    await expect(trigger(page, "contact")).toBeFocused()
    await page.keyboard.press("Home")
    await expect(trigger(page, "home")).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(content(page, "home")).toBeVisible()
  })

  test("horizontal orientation uses left and right arrows", async ({ page }) => {
    await page.getByTestId("orientation").selectOption("horizontal")
    await expect(page.locator('main [data-scope="accordion"][data-part="root"]')).toHaveAttribute(
      "data-orientation",
      "horizontal",
    )
    await trigger(page, "home").focus()
    await page.keyboard.press("ArrowRight")
    await expect(trigger(page, "about")).toBeFocused()
    await page.keyboard.press("ArrowLeft")
    await expect(trigger(page, "home")).toBeFocused()
  })

  test("the visualizer follows the machine", async ({ page }) => {
    await trigger(page, "about").click()
    await openTab(page, "Visualizer")
    const json = await readVisualizer(page)
    expect(json.context.value).toEqual(["about"])
    // clicking the tab blurred the trigger: back to idle with no focused item
    expect(json.state).toBe("idle")
    expect(json.context.focusedValue).toBeNull()
    await page.getByTestId("home:trigger").focus()
    await expect(visualizer(page)).toContainText('"state": "focused"')
    await expect(visualizer(page)).toContainText('"focusedValue": "home"')
  })

  test("options come back from the URL", async ({ page }) => {
    await gotoDemo(page, "/accordion?multiple=true&orientation=horizontal")
    await expect(page.getByTestId("multiple")).toBeChecked()
    await expect(page.getByTestId("orientation")).toHaveValue("horizontal")
    await page.getByRole("button", { name: "Reset" }).click()
    await expect(page.getByTestId("multiple")).not.toBeChecked()
    await expect(page).toHaveURL(/\/accordion$/)
  })
})
