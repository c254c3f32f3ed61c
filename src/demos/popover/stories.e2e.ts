import type { Page } from "@playwright/test"
import { expect, expectNoViolations, focusBeforeDemo, gotoDemo, nextFrames, test, type Theme } from "@tests/fixtures"

// the Presenters card (stories.md, popover): trigger "Click me", title "Presenters", description, "Action Button"
const card = (page: Page) => page.getByRole("dialog", { name: "Presenters" })

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
    // the next tab stop after the trigger is the workbench's handle, once its splitter has loaded (after the
    // page's load); before that, the Tab out lands one stop further and Shift+Tab comes back to the handle
    await expect(page.getByRole("separator", { name: "Resize workbench panel" })).toBeVisible()
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
      // zag 1.47.0 takes any focus move in the two frames after a level closes as a move into that level:
      // a person's next Tab comes after the screen shows the change
      await nextFrames(page)
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

  test("selection: dragging across words opens Save / Cancel / Share above them; it follows and closes with the selection", async ({
    page,
  }) => {
    await gotoDemo(page, "/popover/selection")
    const passage = page.getByTestId("passage")
    const actions = page.getByTestId("popover-content")
    await expect(actions).toBeHidden()
    await dragAcrossFirstLine(page, 40, 180)
    await expect(actions).toBeVisible()
    await expect(actions).toHaveAccessibleName("Selection actions")
    await expect(actions.getByRole("button")).toHaveText(["Save", "Cancel", "Share"])
    // no autofocus: the focus stays with the text the mouse pressed on
    await expect(passage).toBeFocused()
    await expectAboveSelection(page)
    await expectNoViolations(page, "selection, actions open")

    // it follows the selection: Shift+Arrow grows it by a word, and the actions move along
    const before = (await actions.boundingBox())!
    await page.keyboard.press("Shift+Control+ArrowRight")
    await page.keyboard.press("Shift+Control+ArrowRight")
    await expect.poll(async () => (await actions.boundingBox())!.x).toBeGreaterThan(before.x + 10)
    await expectAboveSelection(page)

    // Save acts on the selected words, ends the selection and so closes
    const words = await selectedText(page)
    expect(words.length).toBeGreaterThan(5)
    await actions.getByRole("button", { name: "Save" }).click()
    await expect(actions).toBeHidden()
    await expect(page.getByTestId("last-action")).toHaveText(`Last action: Saved “${words}”`)
    expect(await selectedText(page)).toBe("")

    // a click in the text collapses a new selection, and the actions go with it
    await dragAcrossFirstLine(page, 40, 140)
    await expect(actions).toBeVisible()
    const box = (await passage.boundingBox())!
    await page.mouse.click(box.x + box.width / 2, box.y + box.height - 8)
    await expect(actions).toBeHidden()
    expect(await selectedText(page)).toBe("")
  })

  test("selection: by keyboard, Shift+Arrow selects, Tab reaches the actions, Escape and Cancel close them", async ({
    page,
  }) => {
    await gotoDemo(page, "/popover/selection")
    const passage = page.getByTestId("passage")
    const actions = page.getByTestId("popover-content")
    await focusBeforeDemo(page)
    await page.keyboard.press("Tab")
    await expect(passage).toBeFocused()
    await page.keyboard.press("Shift+ArrowRight")
    await expect(actions).toBeVisible()
    await expect(passage).toBeFocused()
    expect(await selectedText(page)).toBe("A")
    await page.keyboard.press("Shift+Control+ArrowRight")
    await page.keyboard.press("Shift+Control+ArrowRight")
    await expect.poll(() => selectedText(page)).toBe("A popover does")
    await expectAboveSelection(page)

    // the actions come next in the tab order
    await page.keyboard.press("Tab")
    await expect(actions.getByRole("button", { name: "Save" })).toBeFocused()
    await page.keyboard.press("Tab")
    await page.keyboard.press("Tab")
    await expect(actions.getByRole("button", { name: "Share" })).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(actions).toBeHidden()
    await expect(page.getByTestId("last-action")).toHaveText("Last action: Shared “A popover does”")
    await expect(passage).toBeFocused()

    // Escape closes the actions and leaves the selection; changing it brings them back
    await page.keyboard.press("Shift+Control+ArrowRight")
    await expect(actions).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(actions).toBeHidden()
    await expect(passage).toBeFocused()
    expect(await selectedText(page)).toBe("A")
    await page.keyboard.press("Shift+ArrowRight")
    await expect(actions).toBeVisible()
    await page.keyboard.press("Tab")
    await page.keyboard.press("Tab")
    await expect(actions.getByRole("button", { name: "Cancel" })).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(actions).toBeHidden()
    await expect(page.getByTestId("last-action")).toHaveText("Last action: Shared “A popover does”")
    await expect(passage).toBeFocused()
  })

  for (const [theme, query] of [
    ["light", ""],
    ["dark", ""],
    ["light", "?dir=rtl"],
  ] as [Theme, string][]) {
    test(`selection: no axe violation with the actions open (${theme}${query})`, async ({ page }) => {
      await gotoDemo(page, `/popover/selection${query}`, theme)
      await focusBeforeDemo(page)
      await page.keyboard.press("Tab")
      // the start of the text is on the right in RTL: Shift+ArrowLeft selects forward there
      await page.keyboard.press(query ? "Shift+Control+ArrowLeft" : "Shift+Control+ArrowRight")
      await expect(page.getByTestId("popover-content")).toBeVisible()
      await expectAboveSelection(page)
      await expectNoViolations(page, `selection, ${theme}${query}`)
    })
  }

  test("responsive: a card beside its trigger on a wide screen, the whole screen at 640 px or less", async ({
    page,
  }) => {
    await gotoDemo(page, "/popover/responsive")
    const trigger = page.getByRole("button", { name: "Click me" })
    const positioner = page.locator("[data-scope='popover'][data-part='positioner']")
    await trigger.click()
    await expect(card(page)).toBeVisible()
    await expect(card(page)).toHaveAccessibleDescription("Description")
    await expect(card(page)).not.toHaveAttribute("data-fullscreen")
    await expect(positioner).not.toHaveAttribute("data-fullscreen")
    const wide = (await card(page).boundingBox())!
    expect(wide.width).toBeLessThan(320)

    // the window narrows to a phone's while the card is open
    await page.setViewportSize({ width: 640, height: 720 })
    await expect(card(page)).toHaveAttribute("data-fullscreen", "")
    await expect(positioner).toHaveAttribute("data-fullscreen", "")
    await expect.poll(async () => await card(page).boundingBox()).toEqual(await wholeWindow(page))
    await expectNoViolations(page, "responsive, full screen")
    await card(page).getByRole("button", { name: "close" }).click()
    await expect(card(page)).toBeHidden()
    await expect(trigger).toBeFocused()

    // and opens full screen there by keyboard too; at 641 px it is a card again
    await page.keyboard.press("Enter")
    await expect(card(page).getByRole("button", { name: "Action Button" })).toBeFocused()
    await expect.poll(async () => await card(page).boundingBox()).toEqual(await wholeWindow(page))
    await page.setViewportSize({ width: 641, height: 720 })
    await expect(card(page)).not.toHaveAttribute("data-fullscreen")
    await expect.poll(async () => (await card(page).boundingBox())!.width).toBeLessThan(320)
    await page.keyboard.press("Escape")
    await expect(card(page)).toBeHidden()
    await expect(trigger).toBeFocused()
  })

  test("perf: the heavy popover's 200 items stay with the sticky button while the page scrolls", async ({ page }) => {
    await gotoDemo(page, "/popover/perf")
    await expect(page.getByRole("heading", { name: "Popover Performance Test" })).toBeVisible()
    await expect(page.getByRole("heading", { name: /^Section \d+$/ })).toHaveCount(50)
    const trigger = page.getByRole("button", { name: "Open heavy popover" })
    const heavy = page.getByRole("dialog", { name: "Heavy Popover Content" })
    await trigger.click()
    await expect(heavy).toBeVisible()
    await expect(heavy.getByRole("listitem")).toHaveCount(200)
    await expect(heavy.getByRole("listitem").last()).toContainText("Item 200")
    expect(await heavy.boundingBox()).toMatchObject({ width: 380, height: 500 })
    const list = heavy.getByRole("list", { name: "Items" })
    await expect(list).toBeFocused()
    const gap = async () => (await heavy.boundingBox())!.y - bottomOf((await trigger.boundingBox())!)
    const gapAtRest = await gap()
    expect(gapAtRest).toBeGreaterThan(0)

    // the wheel over the sections scrolls the page; the button sticks and the popover keeps up with it
    const section = page.getByRole("heading", { name: "Section 2", exact: true })
    const at = (await section.boundingBox())!
    await page.mouse.move(at.x + 10, at.y + 10)
    for (let turn = 0; turn < 6; turn++) await page.mouse.wheel(0, 400)
    await expect(page.getByRole("heading", { name: "Section 2", exact: true })).not.toBeInViewport()
    await expect(heavy).toBeVisible()
    await expect(trigger).toBeInViewport()
    await expect.poll(gap).toBeCloseTo(gapAtRest, 0)

    // its list scrolls by keyboard; Escape closes it and its items go
    await list.focus()
    await page.keyboard.press("End")
    await expect(heavy.getByRole("listitem").last()).toBeInViewport()
    await page.keyboard.press("Escape")
    await expect(heavy).toBeHidden()
    await expect(page.locator(".popover-heavy-item")).toHaveCount(0)
    await expect(trigger).toBeFocused()
  })
})

/** The window's box inside any scrollbar. */
const wholeWindow = (page: Page) =>
  page.evaluate(() => ({
    x: 0,
    y: 0,
    width: document.documentElement.clientWidth,
    height: document.documentElement.clientHeight,
  }))

const bottomOf = (box: { y: number; height: number }) => box.y + box.height

/** Presses in the passage's first line `fromX` px from its start and drags `toX` px in, as a person selects words. */
async function dragAcrossFirstLine(page: Page, fromX: number, toX: number) {
  const box = (await page.getByTestId("passage").boundingBox())!
  const y = box.y + 12
  await page.mouse.move(box.x + fromX, y)
  await page.mouse.down()
  await page.mouse.move(box.x + toX, y, { steps: 8 })
  await page.mouse.up()
}

const selectedText = (page: Page) => page.evaluate(() => document.getSelection()?.toString() ?? "")

/** The actions sit just above the selected words, their arrow pointing at them. */
async function expectAboveSelection(page: Page) {
  const actions = page.getByTestId("popover-content")
  const arrow = actions.locator("[data-part='arrow']")
  await expect
    .poll(async () => {
      const words = await page.evaluate(() => {
        const { x, y, width } = document.getSelection()!.getRangeAt(0).getBoundingClientRect()
        return { x, y, width }
      })
      const box = (await actions.boundingBox())!
      const tip = (await arrow.boundingBox())!
      const tipX = tip.x + tip.width / 2
      return {
        above: bottomOf(box) <= words.y && bottomOf(box) > words.y - 24,
        pointsAtThem: tipX >= words.x && tipX <= words.x + words.width,
      }
    })
    .toEqual({ above: true, pointsAtThem: true })
}
