import type { Page } from "@playwright/test"
import { expect, gotoDemo, test } from "@tests/fixtures"

const tip = (page: Page) => page.getByRole("tooltip")

test.describe("tooltip stories", () => {
  test("dialog: one button is the tooltip's and the dialog's trigger; the dialog holds a tooltip of its own", async ({
    page,
  }) => {
    await gotoDemo(page, "/tooltip/dialog")
    const trigger = page.locator("main").getByRole("button", { name: "Hover me" })
    await trigger.hover()
    await expect(tip(page)).toHaveText("Tooltip")
    await expect(trigger).toHaveAccessibleDescription("Tooltip")

    await trigger.click()
    const dialog = page.getByRole("dialog", { name: "Edit profile" })
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAccessibleDescription("Make changes to your profile here. Click save when you are done.")
    // the press closed the trigger's tooltip
    await expect(tip(page)).toBeHidden()

    const inner = dialog.getByRole("button", { name: "Hover me" })
    await inner.hover()
    await expect(dialog.getByRole("tooltip")).toHaveText("Tooltip")
    // by keyboard, in the dialog's focus trap: focus opens the inner tooltip at once, leaving closes it
    await dialog.getByPlaceholder("Enter name...").focus()
    await page.mouse.move(0, 0)
    await expect(dialog.getByRole("tooltip")).toBeHidden()
    await page.keyboard.press("Tab")
    await page.keyboard.press("Tab")
    await expect(inner).toBeFocused()
    await expect(dialog.getByRole("tooltip")).toBeVisible()
    await expect(inner).toHaveAccessibleDescription("Tooltip")
    await page.keyboard.press("Tab")
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused()
    await expect(dialog.getByRole("tooltip")).toBeHidden()
    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    await expect(trigger).toBeFocused()
  })

  test("follow-cursor: the tooltip's corner follows the pointer across the button", async ({ page }) => {
    await gotoDemo(page, "/tooltip/follow-cursor")
    const trigger = page.locator("main").getByRole("button", { name: "Hover me" })
    await expect(trigger).toHaveCSS("width", "200px")
    await expect(trigger).toHaveCSS("height", "40px")
    const button = (await trigger.boundingBox())!
    const y = button.y + 20
    await page.mouse.move(button.x + 30, y)
    await expect(tip(page)).toHaveText("Tooltip")
    // top-start of the pointer: the tip's start edge at the pointer (its box a few pixels off), above it
    const left = async () => (await tip(page).boundingBox())!.x
    await expect.poll(async () => Math.abs((await left()) - (button.x + 30))).toBeLessThan(8)
    const first = await left()
    expect((await tip(page).boundingBox())!.y).toBeLessThan(y)
    // moved 120 px along the button, the tip moves as far
    await page.mouse.move(button.x + 150, y, { steps: 5 })
    await expect.poll(async () => Math.round((await left()) - first)).toBe(120)
    await page.mouse.move(button.x + 100, y + 100)
    await expect(tip(page)).toBeHidden()
  })

  test("multiple-trigger: five Info buttons share one tooltip that describes the active product", async ({ page }) => {
    await gotoDemo(page, "/tooltip/multiple-trigger")
    await expect(page.getByRole("heading", { name: "Product Catalog" })).toBeVisible()
    const info = (name: string) => page.getByRole("button", { name: `Info about ${name}` })
    const active = page.getByTestId("active-product")
    await expect(active).toHaveText("Active Product: None")

    await info("Laptop").hover()
    await expect(tip(page)).toHaveText("High-performance laptop with 16GB RAM and 512GB SSD")
    await expect(active).toHaveText("Active Product: Laptop")
    await expect(info("Laptop")).toHaveAttribute("data-current", "")
    await expect(info("Laptop")).toHaveAccessibleDescription("High-performance laptop with 16GB RAM and 512GB SSD")

    // moving to another row's Info switches the one tooltip to it, beside that button (to its right)
    await info("Monitor").hover()
    await expect(active).toHaveText("Active Product: Monitor")
    await expect(tip(page)).toHaveText("27-inch 4K monitor with USB-C power delivery")
    await expect(info("Laptop")).not.toHaveAttribute("data-current")
    await expect(page.locator("[data-scope='tooltip'][data-part='trigger'][data-current]")).toHaveCount(1)
    const button = (await info("Monitor").boundingBox())!
    await expect
      .poll(async () => {
        const box = (await tip(page).boundingBox())!
        return Math.abs(box.y + box.height / 2 - (button.y + button.height / 2)) < 2 && box.x >= button.x + button.width
      })
      .toBe(true)

    // by keyboard: focus opens it at once, Escape closes it
    await page.mouse.move(0, 0)
    await expect(tip(page)).toBeHidden()
    await info("Keyboard").focus()
    await expect(tip(page)).toHaveText("Mechanical keyboard with hot-swappable switches")
    await expect(active).toHaveText("Active Product: Keyboard")
    await page.keyboard.press("Escape")
    await expect(tip(page)).toBeHidden()
  })

  test("scroll: scrolling under a still pointer opens the tooltip of the row that lands under it", async ({ page }) => {
    await gotoDemo(page, "/tooltip/scroll")
    await expect(page.getByRole("heading", { name: "Tooltip Scroll Hover Test" })).toBeVisible()
    const rows = page.getByRole("list", { name: "Rows" })
    const row = (n: number) => rows.getByRole("button", { name: `Row ${n}`, exact: true })
    await row(1).hover()
    await expect(tip(page)).toHaveText("Tooltip for row 1")

    // the wheel scrolls the box; the pointer stays where it was
    const pointer = await row(1).boundingBox()
    if (!pointer) throw new Error("Row 1 has no box")
    await page.mouse.wheel(0, 400)
    await expect.poll(() => rows.evaluate((box) => box.scrollTop)).toBe(400)
    const under = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.textContent ?? "", {
      x: pointer.x + pointer.width / 2,
      y: pointer.y + pointer.height / 2,
    })
    expect(under).toMatch(/^Row \d+$/)
    expect(under).not.toBe("Row 1")
    await expect(tip(page)).toHaveText(`Tooltip for ${under.toLowerCase()}`)
    await expect(tip(page)).toHaveCount(1)
  })
})
