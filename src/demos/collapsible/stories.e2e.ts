import type { Page } from "@playwright/test"
import { expect, gotoDemo, setControl, test, visualizer } from "@tests/fixtures"
import { CollapsibleModel } from "@tests/models/collapsible.model"

const trigger = (page: Page, name: string) => page.locator("main").getByRole("button", { name, exact: true })

test.describe("collapsible stories", () => {
  test("nested: five levels open one inside another, the outer one first in the Visualizer", async ({ page }) => {
    await gotoDemo(page, "/collapsible/nested")
    const collapsible = new CollapsibleModel(page)
    await expect(page.locator(".viz summary").first()).toHaveText("Collapsible")
    await expect(trigger(page, "Level 2")).toBeHidden()

    await trigger(page, "Level 1").click()
    await expect(visualizer(page)).toContainText('"state": "open"')
    await expect(trigger(page, "Level 2 (sibling)")).toBeVisible()
    for (const level of [2, 3, 4]) {
      await trigger(page, `Level ${level}`).click()
      await expect(trigger(page, `Level ${level + 1}`)).toBeVisible()
    }
    await trigger(page, "Level 5").click()
    await expect(page.getByText("The content of level 5.")).toBeVisible()
    await expect(collapsible.part("trigger", "[aria-expanded=true]")).toHaveCount(5)
    // the outer one's visualizer is still the first, whatever the inner ones do
    await expect(page.locator(".viz summary").first()).toHaveText("Collapsible")

    // closing the outer one hides everything inside it; the inner ones keep their state
    await trigger(page, "Level 1").press("Enter")
    await expect(trigger(page, "Level 2")).toBeHidden()
    await trigger(page, "Level 1").press("Enter")
    await expect(page.getByText("The content of level 5.")).toBeVisible()

    // the controls drive every level (one component, nested in itself)
    await setControl(page, "disabled", true)
    await expect(collapsible.part("trigger", "[aria-disabled=true]")).toHaveCount(6)
    await trigger(page, "Level 1").click({ force: true })
    await expect(trigger(page, "Level 1")).toHaveAttribute("aria-expanded", "true")
    await expect(page.getByText("The content of level 5.")).toBeVisible()
  })

  test("partial: closed, the first 100 px stay in view; Show more and Close change only the height", async ({
    page,
  }) => {
    await gotoDemo(page, "/collapsible/partial")
    const content = new CollapsibleModel(page).part("content")
    const text = page.getByText(/^A collapsible with a collapsed height/)
    await expect(text).toBeVisible()
    await expect.poll(async () => Math.round((await content.boundingBox())!.height)).toBe(100)

    await page.getByRole("button", { name: "Show more" }).click()
    await expect(page.getByRole("button", { name: "Show less" })).toHaveAttribute("aria-expanded", "true")
    await expect.poll(async () => (await content.boundingBox())!.height).toBeGreaterThan(120)

    await page.getByRole("button", { name: "Close", exact: true }).click()
    await expect(page.getByRole("button", { name: "Show more" })).toHaveAttribute("aria-expanded", "false")
    await expect.poll(async () => Math.round((await content.boundingBox())!.height)).toBe(100)
    await expect(text).toBeVisible()
    await page.getByRole("button", { name: "Open", exact: true }).click()
    await expect(page.getByRole("button", { name: "Show less" })).toHaveAttribute("aria-expanded", "true")
  })

  test("multiple: one open flag for three keyed collapsibles; reversing keeps each its own state", async ({ page }) => {
    await gotoDemo(page, "/collapsible/multiple")
    const state = page.getByTestId("multiple-state")
    const items = page.locator("main [data-testid^=item-]")
    await expect(state).toHaveText("list: 1, 2, 3; open: false")

    await page.getByRole("button", { name: "toggle collapse" }).click()
    await expect(state).toHaveText("list: 1, 2, 3; open: true")
    for (const value of ["1", "2", "3"])
      await expect(
        page.getByText(new RegExp(`^Value: ${value} · Renders: \\d+ · Initially open: false$`)),
      ).toBeVisible()

    await page.getByRole("button", { name: "reverse" }).click()
    await expect(state).toHaveText("list: 3, 2, 1; open: true")
    await expect(items).toHaveCount(3)
    expect(await items.evaluateAll((els) => els.map((el) => el.getAttribute("data-testid")))).toEqual([
      "item-3",
      "item-2",
      "item-1",
    ])
    // kept, not mounted anew: each still says it started closed
    await expect(page.getByText(/Initially open: false$/)).toHaveCount(3)

    // any one trigger flips the shared flag, so all three close
    await page.getByRole("button", { name: "Collapsible 2" }).click()
    await expect(state).toHaveText("list: 3, 2, 1; open: false")
    await expect(page.locator("main [data-part=trigger][aria-expanded=true]")).toHaveCount(0)
    await expect(page.getByText(/^Value: 1/)).toBeHidden()
  })
})
