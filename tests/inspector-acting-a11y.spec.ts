import { axeViolations, expect, gotoDemo, test, type Theme } from "./fixtures"
import { logRows, openInspector } from "./inspector"

for (const theme of ["light", "dark"] as Theme[]) {
  for (const dir of ["ltr", "rtl"]) {
    test(`the acting Inspector's parts have no axe violations (${theme}, ${dir})`, async ({ page }) => {
      await gotoDemo(page, `/combobox?tab=inspector&dir=${dir}`, theme)
      const section = await openInspector(page)
      const input = page.locator("main [data-scope=combobox][data-part=input]")
      await input.click()
      await input.press("Home")
      await expect(logRows(section).first().locator("td.inspector-why")).not.toBeEmpty()
      // a payload refused, then time travel to the first event
      await section.getByLabel("Payload (JSON)").fill("[1")
      await section.getByRole("button", { name: "Send OPEN", exact: true }).click()
      await expect(section.getByRole("alert")).toBeVisible()
      await logRows(section).last().getByRole("button", { name: "Go to this event" }).click()
      await expect(section.getByText(/^Viewing event 1 of/)).toBeVisible()
      expect(await axeViolations(page, ".toolbar")).toEqual([])

      // Expand: a modal dialog named by its title; Escape closes it and focus returns to the button
      const expand = section.getByRole("button", { name: "Expand" })
      await expand.click()
      const dialog = page.getByRole("dialog", { name: "Machine: statechart and event log" })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole("button", { name: "Go to this event" }).first()).toBeVisible()
      expect(await axeViolations(page, "[role=dialog]")).toEqual([])
      await page.keyboard.press("Escape")
      await expect(dialog).toHaveCount(0)
      await expect(expand).toBeFocused()
    })
  }
}
