import { expect, gotoDemo, test } from "@tests/fixtures"
import { NavigationMenuModel } from "@tests/models/navigation-menu.model"

test.describe("navigation menu stories", () => {
  test("viewport: every panel opens in one viewport that takes its size and sits under its trigger; Tab goes through it", async ({
    page,
  }) => {
    const nav = new NavigationMenuModel(page)
    await gotoDemo(page, "/navigation-menu/viewport")
    const main = page.locator("main")
    await expect(main.getByText("Logo", { exact: true })).toBeVisible()
    await expect(nav.menu.getByRole("button")).toHaveText(["Products", "Company", "Developers"])
    for (const name of ["Login", "Get Started", "Learn More"])
      await expect(main.getByRole("button", { name })).toBeVisible()
    await expect(main.getByRole("heading", { name: "Heading" })).toBeVisible()
    const viewport = nav.part("viewport")
    await expect(viewport).toBeHidden()

    // each panel: one viewport, the panel's width, under the panel's trigger
    const widthOf = async (locator = viewport) => Math.round((await locator.boundingBox())?.width ?? 0)
    // a click opens the first panel; then the pointer moving to the next trigger opens its panel at once (a
    // click there would close it again, as zag toggles a trigger's panel)
    for (const [name, value, links, width] of [
      ["Products", "products", 6, 600],
      ["Company", "company", 4, 450],
      ["Developers", "developers", 4, 650],
    ] as const) {
      if (name === "Products") await nav.trigger(name).click()
      else await nav.trigger(name).hover()
      await nav.expectOpen(value, name)
      await expect(nav.panel(value).getByRole("link")).toHaveCount(links)
      await expect(nav.part("viewport")).toHaveCount(1)
      await expect(nav.panel(value).locator("xpath=..")).toHaveAttribute("data-part", "viewport")
      // the panel's own width, plus the viewport's two 1 px borders, once its resize has run
      await expect.poll(() => widthOf()).toBe(width + 2)
      await expect
        .poll(async () => Math.abs((await viewport.boundingBox())!.x - (await nav.trigger(name).boundingBox())!.x))
        .toBeLessThan(1)
    }
    await page.keyboard.press("Escape")
    await expect(viewport).toBeHidden()

    // by keyboard: the panel comes after the bar in the page, and its focus proxy leads Tab into it and on
    await nav.trigger("Products").click()
    await nav.expectOpen("products", "Products")
    await page.keyboard.press("Escape")
    await expect(viewport).toBeHidden()
    await expect(nav.trigger("Products")).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(nav.trigger("Company")).toBeFocused()
    await page.keyboard.press("Enter")
    await nav.expectOpen("company", "Company")
    await page.keyboard.press("Tab")
    await expect(nav.panel("company").getByRole("link", { name: /^About Us/ })).toBeFocused()
    for (const name of [/^Leadership Team/, /^Careers/, /^Press Releases/]) {
      await page.keyboard.press("Tab")
      await expect(nav.panel("company").getByRole("link", { name })).toBeFocused()
    }
    await page.keyboard.press("Tab")
    await expect(nav.trigger("Developers")).toBeFocused()

    // following a link closes the menu and leads to the page, which takes the focus
    await nav.trigger("Company").hover()
    await nav.expectOpen("company", "Company")
    await nav
      .panel("company")
      .getByRole("link", { name: /^Careers/ })
      .click()
    await expect(viewport).toBeHidden()
    await expect(page.getByTestId("followed")).toHaveText("Careers")
    await expect(page).toHaveURL(/#site-page$/)
    await expect(main.getByRole("region", { name: "Heading" })).toBeFocused()
  })
})
