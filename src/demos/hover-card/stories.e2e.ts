import type { Page } from "@playwright/test"
import { expect, gotoDemo, test } from "@tests/fixtures"

const card = (page: Page) => page.locator("[data-scope='hover-card'][data-part='content']")

test.describe("hover card stories", () => {
  test("multiple-trigger: four people share one card, which follows the pointer and the focus", async ({ page }) => {
    await gotoDemo(page, "/hover-card/multiple-trigger")
    await expect(page.getByRole("heading", { name: "Team Members - Hover Card with Multiple Triggers" })).toBeVisible()
    const person = (name: string) => page.getByRole("link", { name })
    await expect(page.locator("main [data-scope='hover-card'][data-part='trigger']")).toHaveCount(4)

    await person("Alice Johnson").hover()
    await expect(card(page)).toBeVisible()
    await expect(card(page)).toContainText("Alice Johnson")
    await expect(card(page)).toContainText("@alice")
    await expect(card(page)).toContainText("2,480 followers")
    await expect(card(page)).toContainText("312 following")
    await expect(person("Alice Johnson")).toHaveAttribute("data-value", "alice")
    await expect(person("Alice Johnson")).toHaveAttribute("data-current", "")

    // the pointer moves to another name: the one card shows that person, under that name
    await person("Diana Prince").hover()
    await expect(card(page)).toContainText("Diana Prince")
    await expect(card(page)).toContainText("3,902 followers")
    await expect(person("Alice Johnson")).not.toHaveAttribute("data-current")
    await expect(page.locator("[data-scope='hover-card'][data-part='content']")).toHaveCount(1)
    const link = (await person("Diana Prince").boundingBox())!
    // beside the name (to its right), not over the next names
    await expect.poll(async () => (await card(page).boundingBox())!.x > link.x + link.width - 1).toBe(true)

    // by keyboard: focus shows the focused person's card, Escape dismisses it (and it fades out and unmounts)
    await page.mouse.move(0, 0)
    await expect(card(page)).toHaveCount(0)
    await person("Bob Smith").focus()
    await expect(card(page)).toContainText("Bob Smith")
    await expect(card(page)).toContainText("Front-end engineer")
    await page.keyboard.press("Escape")
    await expect(card(page)).toHaveCount(0)
    await expect(person("Bob Smith")).toBeFocused()
  })

  test("hovercard-in-dialog: the card lives in the dialog's content and works in the modal layer", async ({ page }) => {
    await gotoDemo(page, "/hover-card/hovercard-in-dialog")
    const opener = page.getByRole("button", { name: "Open Dialog" })
    await opener.click()
    const dialog = page.getByRole("dialog")
    await expect(dialog).toBeVisible()
    // no initial focus in the dialog: the card does not open by itself
    await expect(page.getByTestId("trigger-1")).not.toBeFocused()
    await expect(card(page)).toHaveCount(0)

    await page.getByTestId("trigger-1").hover()
    await expect(card(page)).toBeVisible()
    await expect(card(page)).toContainText("Twitter Preview")
    // its portal container is the dialog's content: inside the modal layer, so the card takes the pointer
    await expect(dialog.getByTestId("positioner-1")).toHaveCount(1)
    await card(page).getByRole("link", { name: "Twitter" }).hover()
    await expect(card(page)).toBeVisible()

    // Escape closes the topmost layer only: the card, then the dialog
    await page.keyboard.press("Escape")
    await expect(card(page)).toHaveCount(0)
    await expect(dialog).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })
})
