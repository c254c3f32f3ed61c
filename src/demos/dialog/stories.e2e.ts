import type { Locator, Page } from "@playwright/test"
import { expect, gotoDemo, listeningOutside, readVisualizer, test } from "@tests/fixtures"
import { DatePickerModel } from "@tests/models/date-picker.model"
import { DialogModel } from "@tests/models/dialog.model"

test.describe("dialog stories", () => {
  test("controlled: Open Dialog sets React's flag; Escape, Close and a click outside clear it; both lines agree", async ({
    page,
  }) => {
    const dialog = new DialogModel(page)
    await gotoDemo(page, "/dialog/controlled")
    const opener = page.getByRole("button", { name: "Open Dialog" })
    const state = page.getByTestId("state-open")
    const machine = page.getByTestId("machine-open")
    const bothSay = async (open: boolean) => {
      await expect(state).toHaveText(`state - isOpen: ${open}`)
      await expect(machine).toHaveText(`machine - isOpen: ${open}`)
    }
    await bothSay(false)

    await opener.click()
    await expect(dialog.content()).toBeVisible()
    await expect(dialog.content()).toHaveAccessibleDescription(
      "Make changes to your profile here. Click save when you are done.",
    )
    await expect(dialog.content().getByPlaceholder("Enter name...")).toBeVisible()
    await expect(dialog.content().getByRole("button", { name: "Save" })).toBeVisible()
    await bothSay(true)
    await page.keyboard.press("Escape")
    await expect(dialog.content()).toBeHidden()
    await bothSay(false)
    await expect(opener).toBeFocused()

    // by keyboard: Enter on the opener, then the dialog's Close
    await page.keyboard.press("Enter")
    await expect(dialog.content()).toBeVisible()
    await bothSay(true)
    await dialog.content().getByRole("button", { name: "Close" }).click()
    await expect(dialog.content()).toBeHidden()
    await bothSay(false)

    await opener.click()
    await expect(dialog.content()).toBeVisible()
    await listeningOutside(page)
    await page.mouse.click(10, 10)
    await expect(dialog.content()).toBeHidden()
    await bothSay(false)
  })

  for (const [story, how] of [
    ["autofocus-attr", "the input marked data-autofocus"],
    ["initial-focus", "initialFocusEl's input"],
  ] as const) {
    test(`${story}: opening focuses ${how}, not Close; Tab stays inside; focus returns to the trigger`, async ({
      page,
    }) => {
      const dialog = new DialogModel(page)
      await gotoDemo(page, `/dialog/${story}`)
      const trigger = page.getByRole("button", { name: "Open dialog" })
      await trigger.click()
      await expect(dialog.content()).toBeVisible()
      const name = dialog.content().getByPlaceholder("Enter name...")
      await expect(name).toBeFocused()
      await expect(dialog.content().getByRole("button", { name: "Close" })).not.toBeFocused()
      await page.keyboard.type("Ada")
      await expect(name).toHaveValue("Ada")
      // Close comes first in the dialog, the input next, then Save: Tab cycles round without leaving
      await page.keyboard.press("Tab")
      await expect(dialog.content().getByRole("button", { name: "Save" })).toBeFocused()
      await page.keyboard.press("Tab")
      await expect(dialog.content().getByRole("button", { name: "Close" })).toBeFocused()
      await page.keyboard.press("Enter")
      await expect(dialog.content()).toBeHidden()
      await expect(trigger).toBeFocused()
      // by keyboard again: the focus goes to the same input
      await page.keyboard.press("Enter")
      await expect(name).toBeFocused()
    })
  }

  test.describe("datepicker", () => {
    // today is Sunday 15 March 2026 (DatePickerModel.goto installs the clock)
    let dialog: DialogModel
    let picker: DatePickerModel
    /** The open calendar: one at a time, portalled out of its dialog. */
    let calendar: Locator
    let opener: Locator
    test.beforeEach(async ({ page }) => {
      dialog = new DialogModel(page)
      picker = new DatePickerModel(page)
      calendar = page.getByRole("application", { name: "calendar" })
      opener = page.locator("main").getByRole("button", { name: "Open", exact: true })
      await picker.goto("/dialog/datepicker")
    })

    /** What the field shows for an ISO date (en-US). */
    const shown = (iso: string) => iso.replace(/^(\d+)-(\d+)-(\d+)$/, "$2/$3/$1")

    /** From a field holding a date: Tab past ❌ to 🗓, and Enter opens the calendar. */
    async function opensCalendarByKeyboard(page: Page, layer: Locator) {
      await page.keyboard.press("Tab")
      await expect(layer.getByRole("button", { name: "Clear selected dates" })).toBeFocused()
      await page.keyboard.press("Tab")
      await expect(layer.getByRole("button", { name: "Open calendar" })).toBeFocused()
      await page.keyboard.press("Enter")
      await expect(calendar).toBeVisible()
    }

    /**
     * In one dialog: picks a day with the mouse, then the next day by keyboard (Tab past ❌ to 🗓, Enter, →,
     * Enter). Each time the calendar closes, the dialog stays, and the field shows the day.
     */
    async function picksDays(page: Page, layer: Locator, label: string, [byMouse, byKeyboard]: [string, string]) {
      const field = layer.getByLabel(label, { exact: true })
      await layer.getByRole("button", { name: "Open calendar" }).click()
      await expect(calendar).toBeVisible()
      await expect(picker.day("2026-03-15")).toHaveAttribute("data-today", "")
      await picker.day(byMouse).click()
      await expect(calendar).toBeHidden()
      await expect(layer).toBeVisible()
      await expect(field).toHaveValue(shown(byMouse))
      await expect(field).toBeFocused()

      await opensCalendarByKeyboard(page, layer)
      await expect(picker.day(byMouse)).toBeFocused()
      await page.keyboard.press("ArrowRight")
      await expect(picker.day(byKeyboard)).toBeFocused()
      await page.keyboard.press("Enter")
      await expect(calendar).toBeHidden()
      await expect(layer).toBeVisible()
      await expect(field).toHaveValue(shown(byKeyboard))
    }

    test("a day picked with the mouse or by keyboard fills the field and closes only the calendar", async ({
      page,
    }) => {
      // nothing of the dialogs or their calendars is in the page until Open
      await expect(picker.portalled("content")).toHaveCount(0)
      await opener.click()
      const trip = dialog.titled("Book a trip")
      await expect(trip).toBeVisible()
      await expect(trip).toHaveAccessibleDescription(
        "Pick a departure day: the calendar closes, this dialog stays open.",
      )
      await picksDays(page, trip, "Departure", ["2026-03-20", "2026-03-21"])
      // the calendar opens on the chosen day, outside the dialog's element (portalled), and the focus goes there
      await expect(trip.getByLabel("Departure", { exact: true })).toBeFocused()
      await opensCalendarByKeyboard(page, trip)
      await expect(picker.day("2026-03-21")).toBeFocused()
      await expect(picker.day("2026-03-21")).toHaveAttribute("data-selected", "")
      expect(await dialog.holdsFocus(trip)).toBe(false)

      // Escape closes the calendar first (focus back on 🗓), then the dialog (focus back on Open)
      await page.keyboard.press("Escape")
      await expect(calendar).toBeHidden()
      await expect(trip).toBeVisible()
      await expect(trip.getByRole("button", { name: "Open calendar" })).toBeFocused()
      await page.keyboard.press("Escape")
      await expect(trip).toBeHidden()
      await expect(opener).toBeFocused()
    })

    test("the nested dialog's picker likewise; Escape closes its calendar, then it, then the first dialog", async ({
      page,
    }) => {
      await opener.click()
      const trip = dialog.titled("Book a trip")
      await trip.getByRole("button", { name: "Open calendar" }).click()
      await picker.day("2026-03-20").click()
      await expect(trip.getByLabel("Departure", { exact: true })).toHaveValue("03/20/2026")
      await trip.getByRole("button", { name: "Open Nested" }).click()
      const back = dialog.titled("Return trip")
      await expect(back).toBeVisible()
      // the first dialog stays open behind it, hidden from assistive technology
      await expect(trip).toBeHidden()
      await expect(dialog.portalled("content", "[data-state='open']")).toHaveCount(2)

      await picksDays(page, back, "Return", ["2026-03-27", "2026-03-28"])
      await expect(dialog.portalled("content", "[data-state='open']")).toHaveCount(2)

      // Escape closes the innermost layer first: the calendar, the nested dialog, then the first one
      await opensCalendarByKeyboard(page, back)
      await page.keyboard.press("Escape")
      await expect(calendar).toBeHidden()
      await expect(back).toBeVisible()
      await page.keyboard.press("Escape")
      await expect(back).toBeHidden()
      await expect(trip).toBeVisible()
      await expect(trip.getByRole("button", { name: "Open Nested" })).toBeFocused()
      // the first dialog's date is still there
      await expect(trip.getByLabel("Departure", { exact: true })).toHaveValue("03/20/2026")
      await page.keyboard.press("Escape")
      await expect(trip).toBeHidden()
      await expect(opener).toBeFocused()
    })

    test("a click elsewhere in the dialog closes only the calendar", async ({ page }) => {
      await opener.click()
      const trip = dialog.titled("Book a trip")
      await trip.getByRole("button", { name: "Open calendar" }).click()
      await expect(calendar).toBeVisible()
      await trip.getByRole("heading", { name: "Book a trip" }).click()
      await expect(calendar).toBeHidden()
      // still open a few frames on: the click outside the calendar was inside the dialog
      await listeningOutside(page)
      await expect(trip).toBeVisible()
      await expect(trip.getByLabel("Departure", { exact: true })).toHaveValue("")
    })

    test("the visualizers show each dialog's machine and each picker's", async ({ page }) => {
      await opener.click()
      await dialog.titled("Book a trip").getByRole("button", { name: "Open Nested" }).click()
      await expect(dialog.titled("Return trip")).toBeVisible()
      expect((await readVisualizer(page, "Dialog")).state).toBe("open")
      expect((await readVisualizer(page, "Dialog 2")).state).toBe("open")
      await dialog.titled("Return trip").getByRole("button", { name: "Open calendar" }).click()
      await expect(calendar).toBeVisible()
      expect((await readVisualizer(page, "Date Picker 2")).state).toBe("open")
      expect((await readVisualizer(page, "Date Picker")).state).not.toBe("open")
    })
  })

  test("no-autofocus-attr: Close and Help are skipped; focus lands on Cancel, then Tab reaches Delete", async ({
    page,
  }) => {
    const dialog = new DialogModel(page)
    await gotoDemo(page, "/dialog/no-autofocus-attr")
    const trigger = page.getByRole("button", { name: "Open dialog" })
    await trigger.click()
    const confirm = dialog.titled("Delete item?")
    await expect(confirm).toBeVisible()
    await expect(confirm.getByRole("button", { name: "Close" })).toHaveAttribute("data-no-autofocus")
    await expect(confirm.getByRole("button", { name: "Help" })).toHaveAttribute("data-no-autofocus")
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(confirm.getByRole("button", { name: "Delete" })).toBeFocused()
    // the skipped buttons still take the focus by Tab (the trap wraps round to the first one)
    await page.keyboard.press("Tab")
    expect(await dialog.holdsFocus(confirm)).toBe(true)
    await page.keyboard.press("Escape")
    await expect(confirm).toBeHidden()
    await expect(trigger).toBeFocused()
    await trigger.click()
    await confirm.getByRole("button", { name: "Cancel" }).click()
    await expect(confirm).toBeHidden()
  })

  test("mutation: the focused button replaces itself, and the focus trap keeps the focus inside the dialog", async ({
    page,
  }) => {
    const dialog = new DialogModel(page)
    await gotoDemo(page, "/dialog/mutation")
    const swap = dialog.titled("Mutation")
    // always mounted: in the page, hidden, while closed
    await expect(dialog.part("content")).toBeAttached()
    await expect(swap).toBeHidden()
    await dialog.trigger.click()
    await expect(swap).toBeVisible()
    const next = swap.getByRole("button", { name: "Set next content" })
    const previous = swap.getByRole("button", { name: "Set previous content" })
    await expect(next).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(next).toBeHidden()
    await expect(previous).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(previous).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(next).toBeFocused()
    await page.keyboard.press("Shift+Tab")
    await expect(next).toBeFocused()
    // by pointer too
    await next.click()
    await expect(previous).toBeFocused()
    await page.keyboard.press("Escape")
    await expect(swap).toBeHidden()
    await expect(dialog.trigger).toBeFocused()
    // reopened, it shows the content it had
    await page.keyboard.press("Enter")
    await expect(previous).toBeFocused()
  })

  test.describe("nested", () => {
    test.beforeEach(async ({ page }) => {
      await gotoDemo(page, "/dialog/nested")
    })

    test("only trigger-1 is there while closed; opening focuses the close button; Escape returns to the trigger", async ({
      page,
    }) => {
      for (const id of ["positioner-1", "close-1", "input-1", "save-button-1", "trigger-2", "positioner-2", "close-2"])
        await expect(page.getByTestId(id)).toHaveCount(0)
      await page.getByTestId("trigger-1").click()
      const profile = page.getByRole("dialog", { name: "Edit profile" })
      await expect(profile).toBeVisible()
      await expect(page.getByTestId("close-1")).toBeFocused()
      await expect(page.getByTestId("close-1")).toHaveAccessibleName("X")
      await expect(page.getByTestId("input-1")).toHaveAttribute("placeholder", "Enter name...")
      await expect(page.getByTestId("save-button-1")).toHaveText("Save Changes")
      await expect(page.getByTestId("trigger-2")).toHaveText("Open Nested")
      await page.keyboard.press("Escape")
      await expect(page.getByTestId("positioner-1")).toHaveCount(0)
      await expect(page.getByTestId("trigger-1")).toBeFocused()
    })

    test("the nested dialog focuses its close button; Escape or X close only it, and focus goes back to Open Nested", async ({
      page,
    }) => {
      await page.getByTestId("trigger-1").click()
      await expect(page.getByTestId("close-1")).toBeFocused()
      await page.getByTestId("trigger-2").click()
      const nested = page.getByRole("dialog", { name: "Nested", exact: true })
      await expect(nested).toBeVisible()
      await expect(page.getByTestId("close-2")).toBeFocused()
      // the first dialog is behind the second: hidden from assistive technology
      await expect(page.getByRole("dialog", { name: "Edit profile" })).toBeHidden()
      await page.keyboard.press("Escape")
      await expect(nested).toBeHidden()
      await expect(page.getByTestId("trigger-2")).toBeFocused()
      await expect(page.getByRole("dialog", { name: "Edit profile" })).toBeVisible()

      await page.keyboard.press("Enter")
      await expect(page.getByTestId("close-2")).toBeFocused()
      await page.keyboard.press("Enter")
      await expect(nested).toBeHidden()
      await expect(page.getByTestId("trigger-2")).toBeFocused()
      await expect(page.getByTestId("positioner-1")).toBeVisible()
    })

    test("Close Dialog 1 closes both, and the focus returns to trigger-1", async ({ page }) => {
      await page.getByTestId("trigger-1").click()
      await page.getByTestId("trigger-2").click()
      await expect(page.getByTestId("close-2")).toBeFocused()
      await page.getByTestId("special-close").click()
      await expect(page.getByTestId("positioner-2")).toHaveCount(0)
      await expect(page.getByTestId("positioner-1")).toHaveCount(0)
      await expect(page.getByTestId("trigger-1")).toBeFocused()
      // opened again, only the first dialog shows
      await page.keyboard.press("Enter")
      await expect(page.getByTestId("close-1")).toBeFocused()
      await expect(page.getByTestId("positioner-2")).toHaveCount(0)
    })

    test("the visualizers show both machines, as Dialog 1 and Dialog 2", async ({ page }) => {
      await page.getByTestId("trigger-1").click()
      await page.getByTestId("trigger-2").click()
      await expect(page.getByTestId("close-2")).toBeFocused()
      expect((await readVisualizer(page, "Dialog 1")).state).toBe("open")
      expect((await readVisualizer(page, "Dialog 2")).state).toBe("open")
    })
  })

  test("scroll-outside: the wheel over the space beside the card scrolls the dialog; the page stays locked", async ({
    page,
  }) => {
    const dialog = new DialogModel(page)
    await gotoDemo(page, "/dialog/scroll-outside")
    await page.getByRole("button", { name: "Open Dialog" }).click()
    const long = dialog.titled("Dialog Title")
    await expect(long).toBeVisible()
    const positioner = page.getByTestId("scroll-positioner")
    // the gallery's page scrolls in its <main> (the document itself does not): both must stay put
    const pageScroll = () =>
      page.evaluate(
        () => (document.scrollingElement?.scrollTop ?? 0) + (document.querySelector("main")?.scrollTop ?? 0),
      )
    const dialogScroll = () => positioner.evaluate((el) => el.scrollTop)
    expect(await dialogScroll()).toBe(0)
    // a point of the positioner beside the card (its inline-start padding, in the demo area)
    const card = await long.boundingBox()
    if (!card) throw new Error("the dialog has no box")
    await page.mouse.move(card.x - 12, card.y + 200)
    await page.mouse.wheel(0, 600)
    await expect.poll(dialogScroll).toBeGreaterThan(0)
    expect(await pageScroll()).toBe(0)
    // the card's end comes into view by the wheel alone
    await page.mouse.wheel(0, 20_000)
    await expect(page.getByText(/^Paragraph 24\./)).toBeInViewport()
    expect(await pageScroll()).toBe(0)
    await page.keyboard.press("Escape")
    await expect(long).toBeHidden()
    // closed, the page scrolls again
    await page.mouse.wheel(0, 400)
    await expect.poll(pageScroll).toBeGreaterThan(0)
  })

  test("delayed-close: Delayed close closes the dialog through the API two seconds later, animated; both lines agree", async ({
    page,
  }) => {
    const dialog = new DialogModel(page)
    await gotoDemo(page, "/dialog/delayed-close")
    const opener = page.getByRole("button", { name: "Delayed open" })
    const bothSay = async (open: boolean, timeout?: number) => {
      await expect(page.getByTestId("state-open")).toHaveText(`state - isOpen: ${open}`, { timeout })
      await expect(page.getByTestId("machine-open")).toHaveText(`machine - isOpen: ${open}`)
    }
    await opener.click()
    await expect(dialog.content()).toBeVisible()
    await bothSay(true)
    await dialog.content().getByRole("button", { name: "Delayed close" }).click()
    // not at once: still open right after the click
    await expect(dialog.content()).toBeVisible()
    expect(await page.getByTestId("machine-open").textContent()).toBe("machine - isOpen: true")
    await bothSay(false, 5_000)
    // the closing animation runs, then presence unmounts the content
    await expect(dialog.part("content")).toHaveCount(0)
    await expect(opener).toBeFocused()

    // by keyboard, and Escape still closes it at once
    await page.keyboard.press("Enter")
    await expect(dialog.content()).toBeVisible()
    await bothSay(true)
    await page.keyboard.press("Escape")
    await bothSay(false)
    await expect(dialog.part("content")).toHaveCount(0)
  })

  test("multiple-trigger: every row's Edit opens the one dialog with that user's form; focus returns to it; Enter and Space open it", async ({
    page,
  }) => {
    const dialog = new DialogModel(page)
    await gotoDemo(page, "/dialog/multiple-trigger")
    const edit = page.getByRole("button", { name: "Edit", exact: true })
    await expect(edit).toHaveCount(5)
    await expect(page.getByTestId("active-user")).toHaveText("No user selected")
    const editUser = dialog.titled("Edit User")

    await edit.nth(1).click()
    await expect(editUser).toBeVisible()
    await expect(editUser.getByLabel("Name")).toHaveValue("Bob Smith")
    await expect(editUser.getByLabel("Email")).toHaveValue("bob@example.com")
    await expect(editUser.getByLabel("Role")).toHaveValue("Editor")
    await expect(page.getByTestId("active-user")).toHaveText("Active User: Bob Smith")
    // the page below the modal is hidden from the accessibility tree: the triggers by their value
    const trigger = (value: number) => dialog.part("trigger").and(page.locator(`[data-value='${value}']`))
    await expect(trigger(2)).toHaveAttribute("aria-expanded", "true")
    await expect(trigger(2)).toHaveAttribute("data-current", "")
    await expect(trigger(1)).toHaveAttribute("aria-expanded", "false")
    await editUser.getByRole("button", { name: "Close" }).click()
    await expect(editUser).toBeHidden()
    await expect(edit.nth(1)).toBeFocused()

    // by keyboard: Tab to the fifth row's Edit, Enter; then Space on the fourth's
    await edit.nth(4).focus()
    await page.keyboard.press("Enter")
    await expect(editUser.getByLabel("Name")).toHaveValue("Eve Martinez")
    await page.keyboard.press("Escape")
    await expect(editUser).toBeHidden()
    await expect(edit.nth(4)).toBeFocused()
    await page.keyboard.press("Shift+Tab")
    await expect(edit.nth(3)).toBeFocused()
    await page.keyboard.press("Space")
    await expect(editUser.getByLabel("Name")).toHaveValue("David Wilson")
    await expect(editUser.getByLabel("Role")).toHaveValue("Editor")
    await editUser.getByRole("button", { name: "Save Changes" }).click()
    await expect(editUser).toBeHidden()
    await expect(edit.nth(3)).toBeFocused()
    await expect(page.getByTestId("active-user")).toHaveText("Active User: David Wilson")
  })

  test("multiple-trigger-controlled: React holds the open flag and the active trigger; the machine's lines agree", async ({
    page,
  }) => {
    const dialog = new DialogModel(page)
    await gotoDemo(page, "/dialog/multiple-trigger-controlled")
    await expect(page.getByRole("heading", { name: "Controlled Mode - User Table" })).toBeVisible()
    const edit = page.getByRole("button", { name: "Edit", exact: true })
    const lines = async (open: boolean, trigger: string, user: string) => {
      await expect(page.getByTestId("local-open")).toHaveText(`local open: ${open}`)
      await expect(page.getByTestId("api-open")).toHaveText(`api.open: ${open}`)
      await expect(page.getByTestId("local-trigger")).toHaveText(`local activeTrigger: ${trigger}`)
      await expect(page.getByTestId("api-trigger")).toHaveText(`api.triggerValue: ${trigger}`)
      await expect(page.getByTestId("active-user")).toHaveText(`activeUser: ${user}`)
    }
    await lines(false, "null", "none")
    const editUser = dialog.titled("Edit User")

    await edit.nth(2).click()
    await expect(editUser.getByLabel("Name")).toHaveValue("Carol Davis")
    await lines(true, "3", "Carol Davis")
    await page.keyboard.press("Escape")
    await expect(editUser).toBeHidden()
    await lines(false, "3", "Carol Davis")
    await expect(edit.nth(2)).toBeFocused()

    await edit.nth(0).click()
    await expect(editUser.getByLabel("Name")).toHaveValue("Alice Johnson")
    await lines(true, "1", "Alice Johnson")
    await editUser.getByRole("button", { name: "Save Changes" }).click()
    await expect(editUser).toBeHidden()
    await lines(false, "1", "Alice Johnson")
    await expect(edit.nth(0)).toBeFocused()
  })

  test.describe("popover-nested", () => {
    /** A dialog or popover of the open chain, by its title (a modal on top hides the rest from the a11y tree). */
    const layer = (page: Page, name: string) =>
      page
        .locator("[data-scope][data-part='content']")
        .filter({ has: page.locator("[data-part='title']").getByText(name, { exact: true }) })
    const section = (page: Page, index: number) => page.locator(".layers-section").nth(index - 1)
    /** A button of a layer (the one on top: a modal dialog leaves only its own layer in the accessibility tree). */
    const press = (page: Page, within: string, name: string) =>
      layer(page, within).getByRole("button", { name, exact: true }).click()
    /** Where a person clicks: the middle of the element's box, whatever lies over it. */
    const clickAt = async (page: Page, testId: string) => {
      await listeningOutside(page)
      const box = await page.getByTestId(testId).boundingBox()
      if (!box) throw new Error(`${testId} has no box`)
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    }
    const shows = async (page: Page, open: string[], closed: string[] = []) => {
      for (const name of open) await expect(layer(page, name)).toBeVisible()
      for (const name of closed) await expect(layer(page, name)).toHaveCount(0)
    }
    const openChain = async (page: Page, index: number, names: string[]) => {
      const [first, ...rest] = names
      await section(page, index)
        .getByRole("button", { name: `Open ${first}` })
        .click()
      await expect(layer(page, first)).toBeVisible()
      let previous = first
      for (const name of rest) {
        await press(page, previous, `Open ${name}`)
        await expect(layer(page, name)).toBeVisible()
        previous = name
      }
    }

    test.beforeEach(async ({ page }) => {
      await gotoDemo(page, "/dialog/popover-nested")
    })

    test("ten labelled sections, each stating its outcomes; Outside Button and Outside Input outside every layer", async ({
      page,
    }) => {
      await expect(page.locator(".layers-section h2")).toHaveCount(10)
      await expect(page.getByRole("region", { name: "1. Dialog → Popover → Dialog" })).toBeVisible()
      await expect(page.getByRole("region", { name: "3. Popover → Popover → Popover" })).toBeVisible()
      await expect(page.getByText("OK: Closing Dialog 2 keeps Dialog 1 open")).toBeVisible()
      await expect(page.getByTestId("outside-button")).toHaveText("Outside Button")
      await expect(page.getByTestId("outside-input")).toHaveAccessibleName("Outside Input")
    })

    test("Dialog → Popover → Dialog: Escape and each Close close only the topmost layer; a click outside only Dialog 2", async ({
      page,
    }) => {
      await openChain(page, 1, ["Dialog 1", "Popover 1", "Dialog 2"])
      await page.keyboard.press("Escape")
      await shows(page, ["Popover 1", "Dialog 1"], ["Dialog 2"])
      await expect(page.getByRole("button", { name: "Open Dialog 2" })).toBeFocused()
      await press(page, "Popover 1", "Open Dialog 2")
      await press(page, "Dialog 2", "Close Dialog 2")
      await shows(page, ["Popover 1", "Dialog 1"], ["Dialog 2"])
      // a click where Outside Button is lands outside every layer: only the modal on top closes, and the button
      // below the backdrop gets nothing
      await press(page, "Popover 1", "Open Dialog 2")
      await clickAt(page, "outside-button")
      await shows(page, ["Popover 1", "Dialog 1"], ["Dialog 2"])
      await expect(page.getByTestId("outside-clicks")).toHaveText("Outside Button clicks: 0")
      await press(page, "Popover 1", "Close Popover 1")
      await shows(page, ["Dialog 1"], ["Popover 1"])
      await page.keyboard.press("Escape")
      await shows(page, [], ["Dialog 1"])
      await expect(section(page, 1).getByRole("button", { name: "Open Dialog 1" })).toBeFocused()
    })

    test("Dialog → Dialog → Dialog: closing Dialog 2 keeps Dialog 1; Escape closes one at a time; an outside click the top one", async ({
      page,
    }) => {
      await openChain(page, 2, ["Dialog 1", "Dialog 2", "Dialog 3"])
      await clickAt(page, "outside-button")
      await shows(page, ["Dialog 1", "Dialog 2"], ["Dialog 3"])
      await expect(page.getByTestId("outside-clicks")).toHaveText("Outside Button clicks: 0")
      await press(page, "Dialog 2", "Close Dialog 2")
      await shows(page, ["Dialog 1"], ["Dialog 2"])
      await press(page, "Dialog 1", "Open Dialog 2")
      await press(page, "Dialog 2", "Open Dialog 3")
      await page.keyboard.press("Escape")
      await shows(page, ["Dialog 1", "Dialog 2"], ["Dialog 3"])
      await page.keyboard.press("Escape")
      await shows(page, ["Dialog 1"], ["Dialog 2"])
      await page.keyboard.press("Escape")
      await shows(page, [], ["Dialog 1"])
    })

    test("Popover → Popover → Popover: Escape closes Popover 3 only; a click inside keeps all; Outside Button closes all and takes the click", async ({
      page,
    }) => {
      await openChain(page, 3, ["Popover 1", "Popover 2", "Popover 3"])
      await page.keyboard.press("Escape")
      await shows(page, ["Popover 1", "Popover 2"], ["Popover 3"])
      await press(page, "Popover 2", "Open Popover 3")
      await layer(page, "Popover 3").getByText("Popover 3", { exact: true }).click()
      await shows(page, ["Popover 1", "Popover 2", "Popover 3"])
      await press(page, "Popover 3", "Close Popover 3")
      await shows(page, ["Popover 1", "Popover 2"], ["Popover 3"])
      await press(page, "Popover 2", "Open Popover 3")
      await listeningOutside(page)
      await page.getByTestId("outside-button").click()
      await shows(page, [], ["Popover 1", "Popover 2", "Popover 3"])
      await expect(page.getByTestId("outside-clicks")).toHaveText("Outside Button clicks: 1")
    })

    test("alternating Popover → Dialog → Popover: an outside click closes Popover 2 and Dialog 1, not Popover 1", async ({
      page,
    }) => {
      await openChain(page, 4, ["Popover 1", "Dialog 1", "Popover 2"])
      await clickAt(page, "outside-button")
      await shows(page, ["Popover 1"], ["Dialog 1", "Popover 2"])
      await expect(layer(page, "Popover 1").getByRole("button", { name: "Open Dialog 1" })).toBeFocused()
      await press(page, "Popover 1", "Open Dialog 1")
      await press(page, "Dialog 1", "Open Popover 2")
      await page.keyboard.press("Escape")
      await shows(page, ["Popover 1", "Dialog 1"], ["Popover 2"])
      await press(page, "Dialog 1", "Close Dialog 1")
      await shows(page, ["Popover 1"], ["Dialog 1"])
      await page.keyboard.press("Escape")
      await shows(page, [], ["Popover 1"])
    })

    test("sibling popovers in one dialog: one click on Popover B's trigger closes A and opens B; Dialog 1 stays", async ({
      page,
    }) => {
      await openChain(page, 5, ["Dialog 1", "Popover A"])
      await press(page, "Dialog 1", "Open Popover B")
      await shows(page, ["Dialog 1", "Popover B"], ["Popover A"])
      // still open a moment later (zag 1.47 shut it: fixes.ts, fixSiblingDismiss)
      await expect(page.getByRole("button", { name: "Close Popover B" })).toBeFocused()
      await shows(page, ["Dialog 1", "Popover B"], ["Popover A"])
      await page.keyboard.press("Escape")
      await shows(page, ["Dialog 1"], ["Popover B"])
      await page.keyboard.press("Escape")
      await shows(page, [], ["Dialog 1"])
    })

    test("a 4-deep chain: Escape closes one layer at a time; closing Dialog 2 closes Popover 2 with it", async ({
      page,
    }) => {
      const chain = ["Dialog 1", "Popover 1", "Dialog 2", "Popover 2"]
      await openChain(page, 6, chain)
      for (let depth = chain.length - 1; depth >= 0; depth--) {
        await page.keyboard.press("Escape")
        await shows(page, chain.slice(0, depth), [chain[depth]])
      }
      await openChain(page, 6, chain)
      // Dialog 2's own Close, with Popover 2 still open over it
      await press(page, "Dialog 2", "Close Dialog 2")
      await shows(page, ["Dialog 1", "Popover 1"], ["Dialog 2", "Popover 2"])
    })

    test("edge cases: a dialog that ignores outside clicks, a popover that ignores Escape, closing the parent from a child, a non-modal dialog", async ({
      page,
    }) => {
      await openChain(page, 7, ["Dialog 1", "Popover 1"])
      await clickAt(page, "outside-button")
      await shows(page, ["Dialog 1"], ["Popover 1"])
      await clickAt(page, "outside-button")
      await shows(page, ["Dialog 1"])
      await page.keyboard.press("Escape")
      await shows(page, [], ["Dialog 1"])

      await openChain(page, 8, ["Dialog 1", "Popover 1"])
      await page.keyboard.press("Escape")
      await shows(page, ["Dialog 1", "Popover 1"])
      await press(page, "Popover 1", "Close Popover 1")
      await shows(page, ["Dialog 1"], ["Popover 1"])
      await page.keyboard.press("Escape")
      await shows(page, [], ["Dialog 1"])

      await openChain(page, 9, ["Dialog 1", "Popover 1"])
      await layer(page, "Popover 1").getByRole("button", { name: "Close Dialog 1" }).click()
      await shows(page, [], ["Dialog 1", "Popover 1"])
      await expect(section(page, 9).getByRole("button", { name: "Open Dialog 1" })).toBeFocused()

      await openChain(page, 10, ["Dialog 1", "Popover 1"])
      await listeningOutside(page)
      await page.getByTestId("outside-input").click()
      await shows(page, ["Dialog 1"], ["Popover 1"])
      await expect(page.getByTestId("outside-input")).toBeFocused()
      await page.keyboard.type("still usable")
      await expect(page.getByTestId("outside-input")).toHaveValue("still usable")
      await shows(page, ["Dialog 1"])
    })
  })

  test.describe("checkbox-focus-visible", () => {
    /** The outline a person sees around the control: "none", or its width, style and colour. */
    const outline = (locator: Locator) =>
      locator.evaluate((el) => {
        const style = getComputedStyle(el)
        return style.outlineStyle === "none"
          ? "none"
          : `${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`
      })
    const crimson = "3px solid rgb(220, 20, 60)"
    /** Clicks a control and sees it change, with no outline around it. */
    const clickShowsNoOutline = async (control: Locator, checked = "checked") => {
      await control.click()
      await expect(control).toHaveAttribute("data-state", checked)
      await expect.poll(() => outline(control)).toBe("none")
    }

    test.beforeEach(async ({ page }) => {
      await gotoDemo(page, "/dialog/checkbox-focus-visible")
    })

    test("outside any trap: a click paints no outline, Tab paints the 3 px crimson one", async ({ page }) => {
      await expect(page.getByRole("heading", { name: "focus-visible inside focus traps" })).toBeVisible()
      await expect(page.getByRole("group", { name: "Control — no focus trap" })).toBeVisible()
      await clickShowsNoOutline(page.getByTestId("out-a"))
      await page.keyboard.press("Tab")
      await expect(page.getByRole("checkbox", { name: "Second" })).toBeFocused()
      await expect.poll(() => outline(page.getByTestId("out-b"))).toBe(crimson)
      await expect.poll(() => outline(page.getByTestId("out-a"))).toBe("none")
    })

    test("in the dialog: clicks on checkboxes, switches and radios never paint the outline; keyboard focus does", async ({
      page,
    }) => {
      await page.getByRole("button", { name: "Open dialog" }).click()
      const trap = page.getByRole("dialog", { name: "Focus trap: dialog" })
      await expect(trap).toBeVisible()
      for (const id of ["dlg-cb-a", "dlg-cb-b", "dlg-sw-a", "dlg-sw-b", "dlg-radio-one", "dlg-radio-two"]) {
        await clickShowsNoOutline(page.getByTestId(id))
        // and none of the others shows one either
        for (const other of ["dlg-cb-a", "dlg-cb-b", "dlg-sw-a", "dlg-sw-b", "dlg-radio-one", "dlg-radio-two"])
          expect(await outline(page.getByTestId(other))).toBe("none")
      }
      // by keyboard: Shift+Tab from the radio group reaches Switch B, outlined
      await page.keyboard.press("Shift+Tab")
      await expect(trap.getByRole("switch", { name: "Switch B" })).toBeFocused()
      await expect.poll(() => outline(page.getByTestId("dlg-sw-b"))).toBe(crimson)
      await page.keyboard.press("Shift+Tab")
      await expect.poll(() => outline(page.getByTestId("dlg-sw-a"))).toBe(crimson)
      await expect.poll(() => outline(page.getByTestId("dlg-sw-b"))).toBe("none")
      // a click after the keyboard: the outline goes
      await clickShowsNoOutline(page.getByTestId("dlg-cb-a"), "unchecked")
      await expect.poll(() => outline(page.getByTestId("dlg-sw-a"))).toBe("none")
      await trap.getByRole("button", { name: "Close" }).click()
      await expect(trap).toBeHidden()

      // opened by keyboard, the first checkbox takes the focus, outlined
      await page.keyboard.press("Enter")
      await expect(trap).toBeVisible()
      await expect.poll(() => outline(page.getByTestId("dlg-cb-a"))).toBe(crimson)
    })

    test("in the popover: clicks on its checkboxes never paint the outline; Tab does", async ({ page }) => {
      await page.getByTestId("popover-trigger").click()
      const trap = page.getByRole("dialog", { name: "Focus trap: popover" })
      await expect(trap).toBeVisible()
      await clickShowsNoOutline(page.getByTestId("pop-cb-a"))
      await clickShowsNoOutline(page.getByTestId("pop-cb-b"))
      expect(await outline(page.getByTestId("pop-cb-a"))).toBe("none")
      await page.keyboard.press("Shift+Tab")
      await expect(trap.getByRole("checkbox", { name: "Popover checkbox A" })).toBeFocused()
      await expect.poll(() => outline(page.getByTestId("pop-cb-a"))).toBe(crimson)
      await page.keyboard.press("Escape")
      await expect(trap).toBeHidden()
      await expect(page.getByTestId("popover-trigger")).toBeFocused()
    })
  })
})
