import { expect, gotoDemo, test } from "@tests/fixtures"

test.describe("tabs stories", () => {
  test("with-link: choosing a tab link puts #<id> in the URL, query kept; Back and a shared link restore it", async ({
    page,
  }) => {
    await gotoDemo(page, "/tabs/with-link?theme=light")
    const tab = (id: string) => page.getByTestId(`${id}-tab`)
    await expect(tab("nils")).toHaveAttribute("aria-selected", "true")
    await expect(tab("agnes")).toHaveAttribute("href", "#agnes")

    await tab("agnes").click()
    await expect(page.getByTestId("agnes-tab-panel")).toBeVisible()
    await expect(page).toHaveURL(/\/tabs\/with-link\?theme=light#agnes$/)
    await page.getByRole("textbox", { name: "Agnes" }).fill("kept")

    // manual activation: the arrows move the focus only, Enter chooses
    await tab("agnes").focus()
    await page.keyboard.press("ArrowRight")
    await expect(tab("joke")).toBeFocused()
    await expect(tab("agnes")).toHaveAttribute("aria-selected", "true")
    await expect(page).toHaveURL(/#agnes$/)
    await page.keyboard.press("Enter")
    await expect(tab("joke")).toHaveAttribute("aria-selected", "true")
    await expect(page).toHaveURL(/\?theme=light#joke$/)

    // Back returns to the tab before, with what was typed in it
    await page.goBack()
    await expect(page).toHaveURL(/#agnes$/)
    await expect(tab("agnes")).toHaveAttribute("aria-selected", "true")
    await expect(page.getByRole("textbox", { name: "Agnes" })).toHaveValue("kept")

    // a shared link opens on its tab
    await gotoDemo(page, "/tabs/with-link#joke")
    await expect(tab("joke")).toHaveAttribute("aria-selected", "true")
    await expect(page.getByTestId("joke-tab-panel")).toBeVisible()
  })
})
