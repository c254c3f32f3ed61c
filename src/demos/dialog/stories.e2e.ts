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
})
