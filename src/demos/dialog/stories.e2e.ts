import { expect, gotoDemo, listeningOutside, test } from "@tests/fixtures"
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
})
