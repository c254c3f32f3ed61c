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

  test("nested: three portalled popovers, each opened from the one before; Escape closes one level at a time", async ({
    page,
  }) => {
    await gotoDemo(page, "/popover/nested")
    const level = (title: string) => page.getByRole("dialog", { name: title, exact: true })
    await page.getByTestId("popover-trigger").click()
    await expect(level("Popover Title")).toBeVisible()
    await expect(page.getByTestId("popover-content")).toBeVisible()
    await level("Popover Title").getByRole("button", { name: "Open Nested" }).click()
    await expect(level("Popover Title 2")).toBeVisible()
    await level("Popover Title 2").getByRole("button", { name: "Open Nested" }).click()
    await expect(level("Popover Title 3")).toBeVisible()
    // the deepest level has no further level; all three are open at once
    await expect(level("Popover Title 3").getByRole("button", { name: "Open Nested" })).toHaveCount(0)
    await expect(page.locator("[data-scope='popover'][data-part='content'][data-state='open']")).toHaveCount(3)

    // a press inside a child level keeps its parents open
    await level("Popover Title 3").getByRole("textbox").click()
    await expect(level("Popover Title")).toBeVisible()
    await expect(level("Popover Title 2")).toBeVisible()

    await page.keyboard.press("Escape")
    await expect(level("Popover Title 3")).toBeHidden()
    await expect(level("Popover Title 2")).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(level("Popover Title 2")).toBeHidden()
    await expect(level("Popover Title")).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(level("Popover Title")).toBeHidden()
    await expect(page.getByTestId("popover-trigger")).toBeFocused()
  })

  test("nested: a press outside every level closes them all", async ({ page }) => {
    await gotoDemo(page, "/popover/nested")
    await page.getByTestId("popover-trigger").click()
    await page.getByRole("button", { name: "Open Nested" }).click()
    await expect(page.locator("[data-scope='popover'][data-part='content'][data-state='open']")).toHaveCount(2)
    await page.getByTestId("plain-text").click()
    await expect(page.locator("[data-scope='popover'][data-part='content'][data-state='open']")).toHaveCount(0)
  })

  test("tooltip: one Click me is the tooltip's and the popover's trigger", async ({ page }) => {
    await gotoDemo(page, "/popover/tooltip")
    const trigger = page.getByRole("button", { name: "Click me" })
    await trigger.hover()
    await expect(page.getByRole("tooltip")).toHaveText("Tooltip")
    await expect(trigger).toHaveAccessibleDescription("Tooltip")
    await expect(trigger).toHaveAttribute("aria-expanded", "false")

    await trigger.click()
    const popover = page.getByRole("dialog", { name: "Popover Title" })
    await expect(popover).toBeVisible()
    await expect(trigger).toHaveAttribute("aria-expanded", "true")
    // the press closed the tooltip; the popover's body is there
    await expect(page.getByRole("tooltip")).toBeHidden()
    await expect(page.getByTestId("popover-body")).toBeVisible()
    await page.getByTestId("focusable-link").focus()
    await page.keyboard.press("Escape")
    await expect(popover).toBeHidden()
    await expect(trigger).toBeFocused()
  })

  test("single-tab-stop: Tab and Shift+Tab stay inside the modal popover, on its one radio stop", async ({ page }) => {
    await gotoDemo(page, "/popover/single-tab-stop")
    await page.getByTestId("popover-trigger").click()
    const sortBy = page.getByRole("dialog", { name: "Sort by" })
    await expect(sortBy).toBeVisible()
    const nameAsc = page.getByTestId("radio-name-asc")
    const nameDesc = page.getByTestId("radio-name-desc")
    await expect(nameAsc).toBeChecked()
    await expect(nameAsc).toBeFocused()

    // must hold: the three radios are one tab stop, and the trap cycles on it both ways
    for (const key of ["Tab", "Tab", "Shift+Tab", "Shift+Tab"]) {
      await page.keyboard.press(key)
      await expect(nameAsc).toBeFocused()
      await expect(sortBy).toBeVisible()
    }
    // the arrows move within the group; the stop follows the checked radio
    await page.keyboard.press("ArrowDown")
    await expect(nameDesc).toBeChecked()
    await expect(nameDesc).toBeFocused()
    for (const key of ["Tab", "Shift+Tab"]) {
      await page.keyboard.press(key)
      await expect(nameDesc).toBeFocused()
      await expect(sortBy).toBeVisible()
    }
    await expect(page.getByTestId("sort-value")).toHaveText("Sorted by: Name (Z to A)")
    await expect(page.getByTestId("button-before")).not.toBeFocused()
    await expect(page.getByTestId("button-after")).not.toBeFocused()

    await page.keyboard.press("Escape")
    await expect(sortBy).toBeHidden()
    await expect(page.getByTestId("popover-trigger")).toBeFocused()
  })

  test("trigger-last: Tab from the popover's last element leaves past the trigger and closes it; Shift+Tab comes back", async ({
    page,
  }) => {
    await gotoDemo(page, "/popover/trigger-last")
    const trigger = page.getByTestId("popover-trigger")
    const popover = page.getByRole("dialog", { name: "Popover Title" })
    await page.getByTestId("button-before").focus()
    await page.keyboard.press("Tab")
    await expect(trigger).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(popover).toBeVisible()
    await expect(page.getByTestId("focusable-link")).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(page.getByTestId("input")).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(page.getByTestId("popover-close-button")).toBeFocused()

    // must hold: Tab from the last element leaves cleanly, past the trigger, and the popover closes
    await page.keyboard.press("Tab")
    await expect(popover).toBeHidden()
    await expect(trigger).not.toBeFocused()
    const past = await trigger.evaluate(
      (el) =>
        document.activeElement !== null &&
        document.activeElement !== document.body &&
        Boolean(el.compareDocumentPosition(document.activeElement) & Node.DOCUMENT_POSITION_FOLLOWING),
    )
    expect(past).toBe(true)
    // and Shift+Tab from outside goes back to the trigger
    await page.keyboard.press("Shift+Tab")
    await expect(trigger).toBeFocused()
    await expect(popover).toBeHidden()
    await page.keyboard.press("Shift+Tab")
    await expect(page.getByTestId("button-before")).toBeFocused()
  })

  test("trigger-last: Shift+Tab from the popover's first element goes back to the trigger", async ({ page }) => {
    await gotoDemo(page, "/popover/trigger-last")
    const trigger = page.getByTestId("popover-trigger")
    await trigger.click()
    await expect(page.getByTestId("popover-content")).toBeVisible()
    await expect(page.getByTestId("focusable-link")).toBeFocused()
    await page.keyboard.press("Shift+Tab")
    await expect(trigger).toBeFocused()
    await page.keyboard.press("Escape")
    await expect(page.getByTestId("popover-content")).toBeHidden()
    await expect(trigger).toBeFocused()
  })

  test("in-dialog: the dialog's focus trap takes in every popover level; Escape closes one level at a time", async ({
    page,
  }) => {
    await gotoDemo(page, "/popover/in-dialog")
    const dialog = page.getByRole("dialog", { name: "Dialog with Nested Popovers" })
    const level = (n: number) => page.getByTestId(`popover-content-${n}`)
    await page.getByTestId("dialog-trigger").click()
    await expect(dialog).toBeVisible()
    await page.getByTestId("popover-trigger-1").click()
    await expect(page.getByRole("dialog", { name: "First Popover" })).toBeVisible()
    await page.getByTestId("popover-trigger-2").click()
    await expect(page.getByTestId("input-2")).toBeFocused()
    await page.getByTestId("input-2").fill("hello")
    await page.keyboard.press("Tab")
    await expect(page.getByTestId("popover-trigger-3")).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(level(3)).toBeVisible()
    await expect(page.getByTestId("focusable-link-3")).toBeFocused()

    // must hold: the trap lets focus into every level; Tab walks out of each level into the one below it
    // (closing the level it leaves) and never leaves the dialog and its popovers
    const inside = () =>
      page.evaluate(() =>
        Boolean(
          document.activeElement?.closest(
            "[data-scope='dialog'][data-part='content'], [data-scope='popover'][data-part='content']",
          ),
        ),
      )
    const walk: [string, number][] = [
      ["popover-close-button-3", 3],
      ["popover-close-button-2", 2],
      ["popover-close-button-1", 1],
      ["dialog-close", 0],
      ["popover-trigger-1", 0],
      ["dialog-close", 0],
    ]
    for (const [id, open] of walk) {
      await page.keyboard.press("Tab")
      await expect(page.getByTestId(id)).toBeFocused()
      await expect(page.locator("[data-scope='popover'][data-part='content'][data-state='open']")).toHaveCount(open)
      expect(await inside()).toBe(true)
    }
    await page.keyboard.press("Shift+Tab")
    await expect(page.getByTestId("popover-trigger-1")).toBeFocused()
    await expect(dialog).toBeVisible()

    // must hold: Escape closes the topmost level only
    await page.keyboard.press("Enter")
    await page.getByTestId("popover-trigger-2").click()
    await page.getByTestId("popover-trigger-3").click()
    await expect(page.getByTestId("focusable-link-3")).toBeFocused()
    await page.keyboard.press("Escape")
    await expect(level(3)).toBeHidden()
    await expect(level(2)).toBeVisible()
    await expect(page.getByTestId("popover-trigger-3")).toBeFocused()
    await page.keyboard.press("Escape")
    await expect(level(2)).toBeHidden()
    await expect(level(1)).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(level(1)).toBeHidden()
    await expect(dialog).toBeVisible()
    await expect(page.getByTestId("popover-trigger-1")).toBeFocused()
    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId("dialog-trigger")).toBeFocused()
  })

  test("in-dialog: the dialog's Close closes it with its popovers", async ({ page }) => {
    await gotoDemo(page, "/popover/in-dialog")
    await page.getByTestId("dialog-trigger").click()
    await page.getByTestId("popover-trigger-1").click()
    await expect(page.getByTestId("popover-content-1")).toBeVisible()
    await page.getByTestId("dialog-close").click()
    await expect(page.getByTestId("dialog-positioner")).toBeHidden()
    await expect(page.getByTestId("popover-content-1")).toBeHidden()
    await expect(page.getByTestId("dialog-trigger")).toBeFocused()
  })

  test("sibling-dialog: the toggle tip closing itself never closes the dialog opened beside it", async ({ page }) => {
    await gotoDemo(page, "/popover/sibling-dialog")
    const tip = page.getByTestId("toggletip-content")
    const dialog = page.getByRole("dialog", { name: "Dialog Title" })
    await page.getByRole("button", { name: "Info" }).click()
    await expect(tip).toBeVisible()
    await expect(tip).toHaveText("Toggle Tip")
    await page.getByTestId("dialog-trigger").click()
    await expect(dialog).toBeVisible()
    await expect(page.getByTestId("dialog-save")).toBeVisible()
    // the tip closes itself after two seconds (waited for, as a person would)
    await expect(tip).toBeHidden()
    // must hold: its layer's closing does not close the dialog
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAttribute("data-state", "open")
    await page.getByTestId("dialog-save").click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId("dialog-trigger")).toBeFocused()

    // Cancel closes it too; the tip on its own still closes by its timer and by its trigger
    await page.getByTestId("dialog-trigger").click()
    await page.getByTestId("dialog-close").click()
    await expect(dialog).toBeHidden()
    await page.getByTestId("toggletip-trigger").click()
    await expect(tip).toBeVisible()
    await page.getByTestId("toggletip-trigger").click()
    await expect(tip).toBeHidden()
  })

  test("multiple-trigger: one popover for every row; the active ⋮ is current, expanded, and gets focus back", async ({
    page,
  }) => {
    await gotoDemo(page, "/popover/multiple-trigger")
    await expect(page.getByRole("heading", { name: "Document Manager - Popover with Multiple Triggers" })).toBeVisible()
    const rowTrigger = (id: string) => page.locator(`[data-scope='popover'][data-part='trigger'][data-value='${id}']`)
    await expect(rowTrigger("1")).toHaveCount(1)
    await expect(rowTrigger("5")).toHaveAccessibleName("Actions for Code Review.md")

    await rowTrigger("3").click()
    const popover = page.getByRole("dialog", { name: "Meeting Notes.docx" })
    await expect(popover).toBeVisible()
    await expect(page.getByTestId("active-trigger")).toHaveText("Active Trigger: 3")
    await expect(page.getByTestId("active-document")).toHaveText("Active Document: Meeting Notes.docx")
    await expect(rowTrigger("3")).toHaveAttribute("data-current", "")
    await expect(rowTrigger("3")).toHaveAttribute("aria-expanded", "true")
    await expect(page.locator("[data-scope='popover'][data-part='trigger'][aria-expanded='true']")).toHaveCount(1)
    const below3 = (await page.getByTestId("popover-content").boundingBox())!.y

    // another row's ⋮ moves the one popover to it
    await rowTrigger("1").click()
    const first = page.getByRole("dialog", { name: "Project Proposal.pdf" })
    await expect(first).toBeVisible()
    await expect(page.getByTestId("active-trigger")).toHaveText("Active Trigger: 1")
    await expect(rowTrigger("1")).toHaveAttribute("aria-expanded", "true")
    await expect(rowTrigger("3")).toHaveAttribute("aria-expanded", "false")
    await expect(rowTrigger("3")).not.toHaveAttribute("data-current")
    await expect.poll(async () => (await page.getByTestId("popover-content").boundingBox())!.y).toBeLessThan(below3)

    await first.getByRole("button", { name: "Rename" }).click()
    await expect(first).toBeHidden()
    await expect(page.getByTestId("last-action")).toHaveText("Last action: Rename Project Proposal.pdf")

    // by keyboard: Enter opens it, Escape closes it, focus goes back to that row's ⋮
    await rowTrigger("5").focus()
    await page.keyboard.press("Enter")
    const last = page.getByRole("dialog", { name: "Code Review.md" })
    await expect(last).toBeVisible()
    await expect(last.getByRole("button", { name: "Open" })).toBeFocused()
    await page.keyboard.press("Escape")
    await expect(last).toBeHidden()
    await expect(rowTrigger("5")).toBeFocused()
  })
})
