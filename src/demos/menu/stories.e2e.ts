import type { Page } from "@playwright/test"
import { expect, gotoDemo, test } from "@tests/fixtures"
import { MenuModel } from "@tests/models/menu.model"

// the menu's Part B stories (stories.md, menu); their menus are portalled into the layer in <main>
const openMenu = (page: Page) => page.locator("main [data-scope='menu'][data-part='content'][data-state='open']")

test.describe("menu stories", () => {
  test("links: the items are links; Enter follows one, and GitHub and YouTube open in a new tab", async ({ page }) => {
    // the links' hosts answer here (this tab's and the new tab's): nothing leaves the machine
    const followed = { contentType: "text/html", body: "<title>Followed</title>" }
    await page.route("https://www.google.com/", (route) => route.fulfill(followed))
    await page.context().route("https://github.com/", (route) => route.fulfill(followed))
    const menu = new MenuModel(page)
    await gotoDemo(page, "/menu/links")
    await expect(menu.main.getByText("Use a screen reader to navigate to the menu.")).toBeVisible()
    const trigger = menu.button("Click me")
    await trigger.click()
    await expect(openMenu(page)).toBeVisible()
    await expect(menu.item()).toHaveText(["Google", "Bing", "GitHub", "YouTube"].map((name) => new RegExp(`^${name}`)))
    const links = openMenu(page).locator("a[role=menuitem]")
    await expect(links).toHaveCount(4)
    await expect(menu.item("Google")).toHaveAttribute("href", "https://www.google.com/")
    await expect(menu.item("Bing")).toHaveAttribute("href", "https://www.bing.com/")
    for (const name of ["Google", "Bing"]) await expect(menu.item(name)).not.toHaveAttribute("target")
    for (const name of ["GitHub", "YouTube"]) {
      await expect(menu.item(name)).toHaveAttribute("target", "_blank")
      await expect(menu.item(name)).toHaveAccessibleDescription("Opens in a new tab")
    }
    await page.keyboard.press("Escape")
    await expect(openMenu(page)).toBeHidden()
    await expect(trigger).toBeFocused()

    // by keyboard: GitHub opens in a new tab, and the gallery stays
    await page.keyboard.press("Enter")
    await expect(menu.item("Google")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("ArrowDown")
    await expect(menu.item("GitHub")).toHaveAttribute("data-highlighted", "")
    const [tab] = await Promise.all([page.context().waitForEvent("page"), page.keyboard.press("Enter")])
    await expect(tab).toHaveURL("https://github.com/")
    await tab.close()
    await expect(openMenu(page)).toBeHidden()
    await expect(page).toHaveURL(/\/menu\/links$/)

    // Google opens in this tab
    await trigger.focus()
    await page.keyboard.press("Enter")
    await expect(menu.item("Google")).toHaveAttribute("data-highlighted", "")
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL("https://www.google.com/")
  })

  test("multiple-controlled: each menu's open flag lives in React; opening one closes the other", async ({ page }) => {
    const menu = new MenuModel(page)
    await gotoDemo(page, "/menu/multiple-controlled")
    const [first, second] = [menu.button("Click me").nth(0), menu.button("Click me").nth(1)]
    await expect(menu.button("Click me")).toHaveCount(2)
    const state = page.getByTestId("open-menu")
    await expect(state).toHaveText("Open menu: none")

    await first.click()
    await expect(openMenu(page)).toHaveCount(1)
    await expect(state).toHaveText("Open menu: first")
    await expect(page.getByTestId("open-state-first")).toHaveText("First open: true")
    await expect(first).toHaveAttribute("aria-expanded", "true")

    // opening the second closes the first
    await second.click()
    await expect(state).toHaveText("Open menu: second")
    await expect(openMenu(page)).toHaveCount(1)
    await expect(page.getByTestId("open-state-first")).toHaveText("First open: false")
    await expect(page.getByTestId("open-state-second")).toHaveText("Second open: true")
    await expect(first).toHaveAttribute("aria-expanded", "false")
    await expect(second).toHaveAttribute("aria-expanded", "true")
    await expect(openMenu(page)).toHaveAccessibleName("Click me")
    await openMenu(page).getByRole("menuitem", { name: "Delete" }).click()
    await expect(openMenu(page)).toHaveCount(0)
    await expect(state).toHaveText("Open menu: none")
    await expect(page.getByTestId("selected")).toHaveText("Selected: delete (Second)")

    // by keyboard: Enter opens a menu, Enter selects, Escape closes; focus returns to its trigger
    await first.focus()
    await page.keyboard.press("Enter")
    await expect(state).toHaveText("Open menu: first")
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Enter")
    await expect(state).toHaveText("Open menu: none")
    await expect(page.getByTestId("selected")).toHaveText("Selected: duplicate (First)")
    await expect(first).toBeFocused()
    await second.focus()
    await page.keyboard.press("Enter")
    await expect(state).toHaveText("Open menu: second")
    await page.keyboard.press("Escape")
    await expect(state).toHaveText("Open menu: none")
    await expect(second).toBeFocused()
  })
})
