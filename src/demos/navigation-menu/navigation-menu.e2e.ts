import type { Page } from "@playwright/test"
import {
  expect,
  gotoDemo,
  nextFrames,
  openTab,
  optionProblems,
  readVisualizer,
  setControl,
  test,
} from "@tests/fixtures"

const menu = (page: Page) => page.getByRole("navigation", { name: "Site" })
const trigger = (page: Page, name: string) => menu(page).getByRole("button", { name })
const panel = (page: Page, value: string) =>
  page.locator(`main [data-scope="navigation-menu"][data-part="content"][data-value="${value}"]`)
const openPanels = (page: Page) =>
  page.locator('main [data-scope="navigation-menu"][data-part="content"][data-state="open"]')

async function expectOpen(page: Page, value: string, name: string) {
  await expect(panel(page, value)).toBeVisible()
  await expect(panel(page, value)).toHaveAttribute("data-state", "open")
  await expect(trigger(page, name)).toHaveAttribute("aria-expanded", "true")
  await expect(openPanels(page)).toHaveCount(1)
}

test.describe("navigation menu", () => {
  test("three triggers; a click opens a panel of links to anchors on the page, a second click closes it", async ({
    page,
  }) => {
    // clicks alone: with hover on too, the pointer passing over a trigger on its way may open it first
    await gotoDemo(page, "/navigation-menu?disableHoverTrigger=true")
    await expect(menu(page).getByRole("button")).toHaveText(["Products", "Company", "Developers"])
    await expect(openPanels(page)).toHaveCount(0)
    for (const name of ["Products", "Company", "Developers"])
      await expect(trigger(page, name)).toHaveAttribute("aria-expanded", "false")

    await trigger(page, "Company").click()
    await expectOpen(page, "company", "Company")
    const links = panel(page, "company").getByRole("link")
    await expect(links).toHaveCount(4)
    for (const link of await links.all()) {
      const href = (await link.getAttribute("href"))!
      expect(href).toMatch(/^#company-/)
      await expect(page.locator(href)).toHaveCount(1)
    }
    await expect(panel(page, "company")).toHaveAttribute(
      "aria-labelledby",
      (await trigger(page, "Company").getAttribute("id"))!,
    )

    await trigger(page, "Developers").click()
    await expectOpen(page, "developers", "Developers")
    await trigger(page, "Developers").click()
    await expect(openPanels(page)).toHaveCount(0)
    await expect(trigger(page, "Developers")).toHaveAttribute("aria-expanded", "false")
  })

  test("following a link closes the menu, updates the hash and focuses the section it points at", async ({ page }) => {
    await gotoDemo(page, "/navigation-menu")
    await trigger(page, "Products").click()
    await panel(page, "products")
      .getByRole("link", { name: /Storage/ })
      .click()
    await expect(page).toHaveURL(/#products-storage$/)
    await expect(openPanels(page)).toHaveCount(0)
    await expect(page.locator("#products-storage")).toBeFocused()
  })

  test("hover opens after openDelay, moves between panels at once, and closes after closeDelay once the pointer leaves", async ({
    page,
  }) => {
    await gotoDemo(page, "/navigation-menu?openDelay=600")
    const start = Date.now()
    await trigger(page, "Products").hover()
    await expectOpen(page, "products", "Products")
    expect(Date.now() - start).toBeGreaterThanOrEqual(600)

    // while one panel is open, the next trigger skips the delay
    await trigger(page, "Developers").hover()
    await expectOpen(page, "developers", "Developers")
    await panel(page, "developers").getByRole("link").first().hover()
    await expectOpen(page, "developers", "Developers")

    await page.locator("main h1").hover()
    await expect(openPanels(page)).toHaveCount(0)
  })

  test("keyboard: arrows move between triggers, Enter opens, ArrowDown enters the panel, Escape closes and returns focus", async ({
    page,
  }) => {
    await gotoDemo(page, "/navigation-menu")
    await trigger(page, "Products").focus()
    await page.keyboard.press("ArrowRight")
    await expect(trigger(page, "Company")).toBeFocused()
    await page.keyboard.press("ArrowRight")
    await expect(trigger(page, "Developers")).toBeFocused()
    await page.keyboard.press("ArrowLeft")
    await expect(trigger(page, "Company")).toBeFocused()

    await page.keyboard.press("Enter")
    await expectOpen(page, "company", "Company")
    await page.keyboard.press("ArrowDown")
    const links = panel(page, "company").getByRole("link")
    await expect(links.nth(0)).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await expect(links.nth(1)).toBeFocused()
    await page.keyboard.press("ArrowUp")
    await expect(links.nth(0)).toBeFocused()

    await page.keyboard.press("Escape")
    await expect(openPanels(page)).toHaveCount(0)
    await expect(trigger(page, "Company")).toBeFocused()
  })

  test("keyboard: Tab walks an open panel's links, then on to the next trigger", async ({ page }) => {
    await gotoDemo(page, "/navigation-menu")
    await trigger(page, "Products").focus()
    await page.keyboard.press("Space")
    await expectOpen(page, "products", "Products")
    const links = panel(page, "products").getByRole("link")
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab")
      await expect(links.nth(i)).toBeFocused()
    }
    await page.keyboard.press("Tab")
    await expect(trigger(page, "Company")).toBeFocused()
    await page.keyboard.press("Enter")
    await expectOpen(page, "company", "Company")
  })

  test("vertical: up and down move between triggers, the inline-end arrow enters the panel (ArrowLeft in RTL)", async ({
    page,
  }) => {
    await gotoDemo(page, "/navigation-menu?orientation=vertical")
    await expect(page.locator('main [data-part="list"]')).toHaveAttribute("data-orientation", "vertical")
    await trigger(page, "Products").focus()
    await page.keyboard.press("ArrowDown")
    await expect(trigger(page, "Company")).toBeFocused()
    await page.keyboard.press("Enter")
    await expectOpen(page, "company", "Company")
    await page.keyboard.press("ArrowRight")
    await expect(panel(page, "company").getByRole("link").first()).toBeFocused()
    // the panel sits beside the bar, not under it
    const bar = (await page.locator('main [data-part="list"]').boundingBox())!
    const box = (await panel(page, "company").boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(bar.x + bar.width)

    await gotoDemo(page, "/navigation-menu?orientation=vertical&dir=rtl")
    await trigger(page, "Developers").focus()
    await page.keyboard.press("Enter")
    await expectOpen(page, "developers", "Developers")
    await page.keyboard.press("ArrowLeft")
    await expect(panel(page, "developers").getByRole("link").first()).toBeFocused()
  })

  test("disableClickTrigger: Enter on a trigger opens nothing; hover still opens", async ({ page }) => {
    await gotoDemo(page, "/navigation-menu?disableClickTrigger=true&openDelay=0")
    await trigger(page, "Products").focus()
    await page.keyboard.press("Enter")
    await nextFrames(page)
    await expect(openPanels(page)).toHaveCount(0)
    await trigger(page, "Company").hover()
    await expectOpen(page, "company", "Company")
  })

  test("disableHoverTrigger: hovering does nothing, a click opens", async ({ page }) => {
    // the same steps open the panel when hover is on, so the check below can fail
    await gotoDemo(page, "/navigation-menu?openDelay=0")
    await trigger(page, "Products").hover()
    await nextFrames(page)
    await expectOpen(page, "products", "Products")

    await gotoDemo(page, "/navigation-menu?openDelay=0&disableHoverTrigger=true")
    await trigger(page, "Products").hover()
    await nextFrames(page)
    await expect(openPanels(page)).toHaveCount(0)
    await trigger(page, "Products").click()
    await expectOpen(page, "products", "Products")
  })

  test("both triggers off is refused: the Controls say why and hover still opens", async ({ page }) => {
    await gotoDemo(page, "/navigation-menu?disableClickTrigger=true&disableHoverTrigger=true")
    await openTab(page, "Controls")
    await expect(optionProblems(page)).toContainText("cannot both be on")
    await expect(page.getByTestId("disableHoverTrigger")).toBeChecked()
    await trigger(page, "Developers").hover()
    await expectOpen(page, "developers", "Developers")

    await setControl(page, "disableClickTrigger", false)
    await expect(optionProblems(page)).toHaveCount(0)
  })

  test("delays out of range are ignored and named; the visualizer shows the open value", async ({ page }) => {
    await gotoDemo(page, "/navigation-menu?openDelay=-5&closeDelay=99999")
    await openTab(page, "Controls")
    await expect(page.locator(".toolbar")).toContainText("openDelay=-5")
    await expect(page.locator(".toolbar")).toContainText("closeDelay=99999")
    // a click on the tab would be a click outside the menu, which closes it: open the tab first
    await openTab(page, "Visualizer")
    await trigger(page, "Company").click()
    await expectOpen(page, "company", "Company")
    const json = await readVisualizer(page)
    expect(json.context.value).toBe("company")
    expect(json.props.openDelay).toBe(200)
    expect(json.props.closeDelay).toBe(300)
  })
})
