import type { Locator } from "@playwright/test"
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
import { NavigationMenuModel } from "@tests/models/navigation-menu.model"

test.describe("navigation menu", () => {
  test("three triggers; a click opens a panel of links to anchors on the page, a second click closes it", async ({
    page,
  }) => {
    const nav = new NavigationMenuModel(page)
    // clicks alone: with hover on too, the pointer passing over a trigger on its way may open it first
    await gotoDemo(page, "/navigation-menu?disableHoverTrigger=true")
    await expect(nav.menu.getByRole("button")).toHaveText(["Products", "Company", "Developers"])
    await expect(nav.openPanels).toHaveCount(0)
    for (const name of ["Products", "Company", "Developers"])
      await expect(nav.trigger(name)).toHaveAttribute("aria-expanded", "false")

    // after the three triggers, a plain link
    await expect(nav.menu.getByRole("link", { name: "Pricing" })).toHaveAttribute("data-value", "pricing")
    await expect(nav.part("indicator")).toBeHidden()

    await nav.trigger("Company").click()
    await nav.expectOpen("company", "Company")
    // the arrow sits under the open panel's trigger, centred on it
    const centre = async (locator: Locator) => {
      const box = (await locator.boundingBox())!
      return box.x + box.width / 2
    }
    const trigger = await centre(nav.trigger("Company"))
    await expect.poll(async () => Math.abs((await centre(nav.part("arrow"))) - trigger)).toBeLessThanOrEqual(1)
    const links = nav.panel("company").getByRole("link")
    await expect(links).toHaveCount(4)
    for (const link of await links.all()) {
      const href = (await link.getAttribute("href"))!
      expect(href).toMatch(/^#company-/)
      await expect(page.locator(href)).toHaveCount(1)
    }
    await expect(nav.panel("company")).toHaveAttribute(
      "aria-labelledby",
      (await nav.trigger("Company").getAttribute("id"))!,
    )

    await nav.trigger("Developers").click()
    await nav.expectOpen("developers", "Developers")
    await nav.trigger("Developers").click()
    await expect(nav.openPanels).toHaveCount(0)
    await expect(nav.trigger("Developers")).toHaveAttribute("aria-expanded", "false")
  })

  test("following a link closes the menu, updates the hash and focuses the section it points at", async ({ page }) => {
    const nav = new NavigationMenuModel(page)
    await gotoDemo(page, "/navigation-menu")
    await nav.trigger("Products").click()
    await nav
      .panel("products")
      .getByRole("link", { name: /Data Integration/ })
      .click()
    await expect(page).toHaveURL(/#products-integration$/)
    await expect(nav.openPanels).toHaveCount(0)
    await expect(page.locator("#products-integration")).toBeFocused()

    // the plain link leads to its section the same way
    await nav.menu.getByRole("link", { name: "Pricing" }).click()
    await expect(page).toHaveURL(/#pricing$/)
    await expect(page.locator("#pricing")).toBeFocused()
  })

  test("hover opens after openDelay, moves between panels at once, and closes after closeDelay once the pointer leaves", async ({
    page,
  }) => {
    const nav = new NavigationMenuModel(page)
    await gotoDemo(page, "/navigation-menu?openDelay=600")
    const start = Date.now()
    await nav.trigger("Products").hover()
    await nav.expectOpen("products", "Products")
    expect(Date.now() - start).toBeGreaterThanOrEqual(600)

    // while one panel is open, the next trigger skips the delay
    await nav.trigger("Developers").hover()
    await nav.expectOpen("developers", "Developers")
    await nav.panel("developers").getByRole("link").first().hover()
    await nav.expectOpen("developers", "Developers")

    await page.locator("main h1").hover()
    await expect(nav.openPanels).toHaveCount(0)
  })

  test("keyboard: arrows move between triggers, Enter opens, ArrowDown enters the panel, Escape closes and returns focus", async ({
    page,
  }) => {
    const nav = new NavigationMenuModel(page)
    await gotoDemo(page, "/navigation-menu")
    await nav.trigger("Products").focus()
    await page.keyboard.press("ArrowRight")
    await expect(nav.trigger("Company")).toBeFocused()
    await page.keyboard.press("ArrowRight")
    await expect(nav.trigger("Developers")).toBeFocused()
    await page.keyboard.press("ArrowLeft")
    await expect(nav.trigger("Company")).toBeFocused()

    await page.keyboard.press("Enter")
    await nav.expectOpen("company", "Company")
    await page.keyboard.press("ArrowDown")
    const links = nav.panel("company").getByRole("link")
    await expect(links.nth(0)).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await expect(links.nth(1)).toBeFocused()
    await page.keyboard.press("ArrowUp")
    await expect(links.nth(0)).toBeFocused()

    await page.keyboard.press("Escape")
    await expect(nav.openPanels).toHaveCount(0)
    await expect(nav.trigger("Company")).toBeFocused()
  })

  test("keyboard: Tab walks an open panel's links, then on to the next trigger", async ({ page }) => {
    const nav = new NavigationMenuModel(page)
    await gotoDemo(page, "/navigation-menu")
    await nav.trigger("Products").focus()
    await page.keyboard.press("Space")
    await nav.expectOpen("products", "Products")
    const links = nav.panel("products").getByRole("link")
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab")
      await expect(links.nth(i)).toBeFocused()
    }
    await page.keyboard.press("Tab")
    await expect(nav.trigger("Company")).toBeFocused()
    await page.keyboard.press("Enter")
    await nav.expectOpen("company", "Company")
  })

  test("vertical: up and down move between triggers, the inline-end arrow enters the panel (ArrowLeft in RTL)", async ({
    page,
  }) => {
    const nav = new NavigationMenuModel(page)
    await gotoDemo(page, "/navigation-menu?orientation=vertical")
    await expect(nav.list).toHaveAttribute("data-orientation", "vertical")
    await nav.trigger("Products").focus()
    await page.keyboard.press("ArrowDown")
    await expect(nav.trigger("Company")).toBeFocused()
    await page.keyboard.press("Enter")
    await nav.expectOpen("company", "Company")
    await page.keyboard.press("ArrowRight")
    await expect(nav.panel("company").getByRole("link").first()).toBeFocused()
    // the panel sits beside the bar, not under it
    const bar = (await nav.list.boundingBox())!
    const box = (await nav.panel("company").boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(bar.x + bar.width)

    await gotoDemo(page, "/navigation-menu?orientation=vertical&dir=rtl")
    await nav.trigger("Developers").focus()
    await page.keyboard.press("Enter")
    await nav.expectOpen("developers", "Developers")
    await page.keyboard.press("ArrowLeft")
    await expect(nav.panel("developers").getByRole("link").first()).toBeFocused()
  })

  test("disableClickTrigger: Enter on a trigger opens nothing; hover still opens", async ({ page }) => {
    const nav = new NavigationMenuModel(page)
    await gotoDemo(page, "/navigation-menu?disableClickTrigger=true&openDelay=0")
    await nav.trigger("Products").focus()
    await page.keyboard.press("Enter")
    await nextFrames(page)
    await expect(nav.openPanels).toHaveCount(0)
    await nav.trigger("Company").hover()
    await nav.expectOpen("company", "Company")
  })

  test("disableHoverTrigger: hovering does nothing, a click opens", async ({ page }) => {
    const nav = new NavigationMenuModel(page)
    // the same steps open the panel when hover is on, so the check below can fail
    await gotoDemo(page, "/navigation-menu?openDelay=0")
    await nav.trigger("Products").hover()
    await nextFrames(page)
    await nav.expectOpen("products", "Products")

    await gotoDemo(page, "/navigation-menu?openDelay=0&disableHoverTrigger=true")
    await nav.trigger("Products").hover()
    await nextFrames(page)
    await expect(nav.openPanels).toHaveCount(0)
    await nav.trigger("Products").click()
    await nav.expectOpen("products", "Products")
  })

  test("both triggers off is refused: the Controls say why and hover still opens", async ({ page }) => {
    const nav = new NavigationMenuModel(page)
    await gotoDemo(page, "/navigation-menu?disableClickTrigger=true&disableHoverTrigger=true")
    await openTab(page, "Controls")
    await expect(optionProblems(page)).toContainText("cannot both be on")
    await expect(page.getByTestId("disableHoverTrigger")).toBeChecked()
    await nav.trigger("Developers").hover()
    await nav.expectOpen("developers", "Developers")

    await setControl(page, "disableClickTrigger", false)
    await expect(optionProblems(page)).toHaveCount(0)
  })

  test("delays out of range are ignored and named; the visualizer shows the open value", async ({ page }) => {
    const nav = new NavigationMenuModel(page)
    await gotoDemo(page, "/navigation-menu?openDelay=-5&closeDelay=99999")
    await openTab(page, "Controls")
    await expect(page.locator(".toolbar")).toContainText("openDelay=-5")
    await expect(page.locator(".toolbar")).toContainText("closeDelay=99999")
    // a click on the tab would be a click outside the menu, which closes it: open the tab first
    await openTab(page, "Visualizer")
    await nav.trigger("Company").click()
    await nav.expectOpen("company", "Company")
    const json = await readVisualizer(page)
    expect(json.context.value).toBe("company")
    expect(json.props.openDelay).toBe(200)
    expect(json.props.closeDelay).toBe(300)
  })
})
