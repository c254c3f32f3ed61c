import type { Page } from "@playwright/test"
import { expect, gotoDemo, test } from "@tests/fixtures"

/** Which panel's content is on top where A and B overlap (a point inside both). */
const onTopWhereTheyOverlap = (page: Page) =>
  page.evaluate(() => {
    const b = document.querySelector("[data-testid='content-B']")!.getBoundingClientRect()
    const hit = document.elementFromPoint(b.left + 20, b.top + 60)
    return hit?.closest("[data-testid^='content-']")?.getAttribute("data-testid")
  })

test.describe("floating panel stories", () => {
  test("stacking: the panel last pressed or focused comes to the front; closing it brings the other forward", async ({
    page,
  }) => {
    await gotoDemo(page, "/floating-panel/stacking")
    const panelA = page.getByRole("dialog", { name: "Panel A" })
    const panelB = page.getByRole("dialog", { name: "Panel B" })
    await page.getByRole("button", { name: "Toggle A" }).click()
    await expect(panelA).toBeVisible()
    await expect(panelA).toHaveAttribute("data-topmost", "")
    await page.getByRole("button", { name: "Toggle B" }).click()
    await expect(panelB).toBeVisible()
    await expect(panelB).toContainText("Content B")
    await expect(panelB).toHaveAttribute("data-topmost", "")
    await expect(panelA).toHaveAttribute("data-behind", "")
    expect(await onTopWhereTheyOverlap(page)).toBe("content-B")

    // A's title shows above B: a press there brings A to the front, over B
    await panelA.getByText("Panel A").click()
    await expect(panelA).toHaveAttribute("data-topmost", "")
    await expect(panelB).toHaveAttribute("data-behind", "")
    expect(await onTopWhereTheyOverlap(page)).toBe("content-A")
    await expect(panelA).toContainText("In front")
    await expect(panelB).toContainText("Behind")

    // by keyboard: Tab from A's close button passes Toggle B and reaches B, which comes forward; Escape closes B only
    await panelA.getByRole("button", { name: "Close Window" }).focus()
    await page.keyboard.press("Tab")
    await expect(page.getByRole("button", { name: "Toggle B" })).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(panelB).toBeFocused()
    await expect(panelB).toHaveAttribute("data-topmost", "")
    await page.keyboard.press("Escape")
    await expect(panelB).toBeHidden()
    await expect(panelA).toBeVisible()
    await expect(panelA).toHaveAttribute("data-topmost", "")

    // closing the top one with its close button
    await page.getByRole("button", { name: "Toggle B" }).click()
    await expect(panelB).toHaveAttribute("data-topmost", "")
    await page.getByTestId("close-B").click()
    await expect(panelB).toBeHidden()
    await expect(panelA).toHaveAttribute("data-topmost", "")
  })

  test("focus-trap: Tab and Shift+Tab cycle inside the open panel; Escape closes it", async ({ page }) => {
    await gotoDemo(page, "/floating-panel/focus-trap")
    await page.getByRole("button", { name: "Toggle Panel" }).click()
    const panel = page.getByRole("dialog", { name: "Focus Trap" })
    await expect(panel).toContainText("Focus is trapped within this panel when open.")
    const close = panel.getByRole("button", { name: "Close Window" })
    const name = panel.getByPlaceholder("Enter name")
    const email = panel.getByPlaceholder("Enter email")
    const submit = panel.getByRole("button", { name: "Submit" })
    await expect(name).toBeFocused()
    for (const next of [email, submit, close, name]) {
      await page.keyboard.press("Tab")
      await expect(next).toBeFocused()
    }
    await page.keyboard.type("Ada")
    await expect(name).toHaveValue("Ada")
    for (const previous of [close, submit, email]) {
      await page.keyboard.press("Shift+Tab")
      await expect(previous).toBeFocused()
    }
    // F6 leaves the trap for the workbench's panel (its first tab), and comes back to the field
    await page.keyboard.press("F6")
    await expect(page.getByRole("tab", { name: "Visualizer" })).toBeFocused()
    await page.keyboard.press("F6")
    await expect(email).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(panel.getByRole("status")).toHaveText("Submitted.")
    await page.keyboard.press("Escape")
    await expect(panel).toBeHidden()
  })
})
