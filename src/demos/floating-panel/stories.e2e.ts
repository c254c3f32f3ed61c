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

  test("popover-inside: the panel's popover is a layer above it; Escape closes the popover first, then the panel", async ({
    page,
  }) => {
    await gotoDemo(page, "/floating-panel/popover-inside")
    await page.getByRole("button", { name: "Toggle Panel" }).click()
    const panel = page.getByRole("dialog", { name: "Floating Panel" })
    await expect(panel).toBeVisible()
    const opener = panel.getByRole("button", { name: "Open Popover" })
    const nested = page.getByRole("dialog", { name: "Nested Popover" })

    await opener.click()
    await expect(nested).toBeVisible()
    await expect(nested).toHaveAccessibleDescription("This popover is rendered inside the floating panel.")
    expect(await panel.evaluate((el, pop) => el.contains(pop), await nested.elementHandle())).toBe(true)
    await page.keyboard.press("Escape")
    await expect(nested).toBeHidden()
    await expect(panel).toBeVisible()
    await expect(opener).toBeFocused()

    // a press on the panel outside the popover closes the popover only
    await page.keyboard.press("Enter")
    await expect(nested).toBeVisible()
    await panel.getByText("A popover inside the panel").click()
    await expect(nested).toBeHidden()
    await expect(panel).toBeVisible()

    // its own close button, then Escape twice: the popover, then the panel
    await opener.click()
    await nested.getByRole("button", { name: "Close Popover" }).click()
    await expect(nested).toBeHidden()
    await opener.click()
    await expect(nested).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(nested).toBeHidden()
    await page.keyboard.press("Escape")
    await expect(panel).toBeHidden()
  })

  test("controlled: open, size and position live in React; the buttons and the API move the panel; resizing never loops", async ({
    page,
  }) => {
    const loops: string[] = []
    page.on("console", (message) => {
      if (message.text().includes("Maximum update depth exceeded")) loops.push(message.text())
    })
    await gotoDemo(page, "/floating-panel/controlled")
    const panel = page.getByRole("dialog", { name: "Controlled Panel" })
    const rect = page.getByTestId("rect")
    // defaultOpen is true, but the controlled open (false) wins
    await expect(page.getByTestId("open-state")).toHaveText("open: false")
    await expect(panel).toBeHidden()
    await page.getByRole("button", { name: "Open panel" }).click()
    await expect(panel).toBeVisible()
    await expect(page.getByTestId("open-state")).toHaveText("open: true")

    const box = async () => {
      const b = (await panel.boundingBox())!
      return [Math.round(b.x), Math.round(b.y), Math.round(b.width), Math.round(b.height)]
    }
    await page.getByRole("button", { name: "Set size: 420x320" }).click()
    await page.getByRole("button", { name: "Set position: (32, 32)" }).click()
    await expect(rect).toHaveText("size: 420x320 | position: (32, 32)")
    await expect.poll(box).toEqual([32, 32, 420, 320])
    // the panel now lies over some of the buttons: a keyboard reaches them
    await page.getByRole("button", { name: "API set size: 440x300" }).press("Enter")
    await page.getByRole("button", { name: "API set position: (48, 48)" }).press("Enter")
    await expect(rect).toHaveText("size: 440x300 | position: (48, 48)")
    await expect.poll(box).toEqual([48, 48, 440, 300])

    // the south-east handle, dragged by hand: React's size follows, once per move, and settles
    await page.getByRole("button", { name: "Reset rect" }).press("Enter")
    await expect(rect).toHaveText(/^size: 320x300 \| position: \(\d+, \d+\)$/)
    const [x, y, width, height] = await box()
    await page.mouse.move(x + width - 3, y + height - 3)
    await page.mouse.down()
    await page.mouse.move(x + width + 57, y + height + 37, { steps: 8 })
    await page.mouse.up()
    await expect(rect).toHaveText(new RegExp(`^size: 380x340 \\| position: \\(${x}, ${y}\\)$`))
    await expect.poll(box).toEqual([x, y, 380, 340])

    // the box inside, resized by its corner: the observer reads it out
    const observed = panel.getByText(/^ResizeObserver box: /)
    await expect(observed).toHaveText("ResizeObserver box: 142x42")
    const o = (await observed.boundingBox())!
    await page.mouse.move(o.x + o.width - 2, o.y + o.height - 2)
    await page.mouse.down()
    await page.mouse.move(o.x + o.width + 38, o.y + o.height + 18, { steps: 6 })
    await page.mouse.up()
    await expect(observed).toHaveText("ResizeObserver box: 182x62")

    await page.getByRole("button", { name: "Toggle Panel" }).click()
    await expect(panel).toBeHidden()
    await expect(page.getByTestId("open-state")).toHaveText("open: false")
    expect(loops).toEqual([])
  })
})
