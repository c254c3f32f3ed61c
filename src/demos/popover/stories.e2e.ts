import { expect, gotoDemo, test } from "@tests/fixtures"

// the Presenters card (stories.md, popover): trigger "Click me", title "Presenters", description, "Action Button"
const card = (page: import("@playwright/test").Page) => page.getByRole("dialog", { name: "Presenters" })

test.describe("popover stories", () => {
  test("composition-controlled: React holds the open state, and the card's X closes it", async ({ page }) => {
    await gotoDemo(page, "/popover/composition-controlled")
    const state = page.getByTestId("open-state")
    await expect(state).toHaveText("Open (in React): false")
    await page.getByRole("button", { name: "Click me" }).click()
    await expect(card(page)).toBeVisible()
    await expect(card(page)).toHaveAccessibleDescription("Description")
    await expect(state).toHaveText("Open (in React): true")
    // the ✕ is named by zag's translations: "close"
    await card(page).getByRole("button", { name: "close" }).click()
    await expect(card(page)).toBeHidden()
    await expect(state).toHaveText("Open (in React): false")
    await expect(page.getByRole("button", { name: "Click me" })).toBeFocused()
  })

  test("controlled: no close button; the Action Button closes the card by setting React's state", async ({ page }) => {
    await gotoDemo(page, "/popover/controlled")
    const trigger = page.getByRole("button", { name: "Click me" })
    await trigger.focus()
    await page.keyboard.press("Enter")
    await expect(card(page)).toBeVisible()
    await expect(page.getByTestId("open-state")).toHaveText("Open (in React): true")
    await expect(card(page).getByRole("button")).toHaveText(["Action Button"])
    // by keyboard: the card gives its one button the focus
    await expect(card(page).getByRole("button", { name: "Action Button" })).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(card(page)).toBeHidden()
    await expect(page.getByTestId("open-state")).toHaveText("Open (in React): false")
  })

  test("multiple-controlled: two cards, each with its own state, each closed by its own action", async ({ page }) => {
    await gotoDemo(page, "/popover/multiple-controlled")
    const first = page.getByTestId("open-state-first")
    const second = page.getByTestId("open-state-second")
    await page.getByRole("button", { name: "Click me (First)" }).click()
    await expect(card(page)).toHaveAccessibleDescription("Description (First)")
    await expect(first).toHaveText("First open: true")
    await expect(second).toHaveText("Second open: false")
    await card(page).getByRole("button", { name: "Action Button" }).click()
    await expect(card(page)).toBeHidden()
    await expect(first).toHaveText("First open: false")

    await page.getByRole("button", { name: "Click me (Second)" }).click()
    await expect(card(page)).toHaveAccessibleDescription("Description (Second)")
    await expect(first).toHaveText("First open: false")
    await expect(second).toHaveText("Second open: true")
    await card(page).getByRole("button", { name: "Action Button" }).click()
    await expect(card(page)).toBeHidden()
    await expect(second).toHaveText("Second open: false")
  })
})
