import { expect, gotoDemo, openTab, test, visualizer, readVisualizer } from "@tests/fixtures"
import { AccordionModel } from "@tests/models/accordion.model"

test.describe("accordion", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/accordion")
  })

  test("shows Home, About and Contact, all closed", async ({ page }) => {
    const accordion = new AccordionModel(page)
    await expect(page.locator("main h3 button")).toHaveText(["Home", "About", "Contact"])
    for (const id of ["home", "about", "contact"]) await expect(accordion.content(id)).toBeHidden()
  })

  test("click expands an item; without multiple only one stays open", async ({ page }) => {
    const accordion = new AccordionModel(page)
    await accordion.trigger("home").click()
    await expect(accordion.content("home")).toBeVisible()
    await expect(accordion.trigger("home")).toHaveAttribute("aria-expanded", "true")
    await accordion.trigger("about").click()
    await expect(accordion.content("about")).toBeVisible()
    await expect(accordion.content("home")).toBeHidden()
  })

  test("an open item does not collapse unless collapsible", async ({ page }) => {
    const accordion = new AccordionModel(page)
    await accordion.trigger("home").click()
    await accordion.trigger("home").click()
    await expect(accordion.content("home")).toBeVisible()

    await page.getByTestId("collapsible").check()
    await accordion.trigger("home").click()
    await expect(accordion.content("home")).toBeHidden()
    await expect(page).toHaveURL(/collapsible=true/)
  })

  test("multiple keeps several items open", async ({ page }) => {
    const accordion = new AccordionModel(page)
    await page.getByTestId("multiple").check()
    await accordion.trigger("home").click()
    await accordion.trigger("contact").click()
    await expect(accordion.content("home")).toBeVisible()
    await expect(accordion.content("contact")).toBeVisible()
    // multiple also allows collapsing
    await accordion.trigger("home").click()
    await expect(accordion.content("home")).toBeHidden()
  })

  test("arrow keys, Home and End move focus between triggers (vertical)", async ({ page }) => {
    const accordion = new AccordionModel(page)
    await accordion.trigger("home").focus()
    await page.keyboard.press("ArrowDown")
    await expect(accordion.trigger("about")).toBeFocused()
    await page.keyboard.press("ArrowUp")
    await expect(accordion.trigger("home")).toBeFocused()
    await page.keyboard.press("End")
    await expect(accordion.trigger("contact")).toBeFocused()
    await page.keyboard.press("Home")
    await expect(accordion.trigger("home")).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(accordion.content("home")).toBeVisible()
  })

  test("horizontal orientation uses left and right arrows", async ({ page }) => {
    const accordion = new AccordionModel(page)
    await page.getByTestId("orientation").selectOption("horizontal")
    await expect(accordion.root).toHaveAttribute("data-orientation", "horizontal")
    await accordion.trigger("home").focus()
    await page.keyboard.press("ArrowRight")
    await expect(accordion.trigger("about")).toBeFocused()
    await page.keyboard.press("ArrowLeft")
    await expect(accordion.trigger("home")).toBeFocused()
  })

  test("the visualizer follows the machine", async ({ page }) => {
    const accordion = new AccordionModel(page)
    await accordion.trigger("about").click()
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
