import type { Page } from "@playwright/test"
import { axeViolations, expect, gotoDemo, openTab, type Theme, test } from "./fixtures"

const tab = (page: Page, name: string) => page.locator(".toolbar nav").getByRole("tab", { name, exact: true })
const panel = (page: Page) => page.getByRole("tabpanel", { name: "Accessibility" })
const status = (page: Page) => panel(page).getByRole("status")

// Every route's tab reports "No violations": the per-route check (tests/suites/route.ts) reads it, in both engines.

test("it lists a violation's rule, impact, element and help, and Run again checks anew", async ({ page }) => {
  await gotoDemo(page, "/switch")
  await openTab(page, "Accessibility")
  await expect(status(page)).toHaveText("No violations")

  // an unnamed button in the demo area
  await page.evaluate(() => {
    const button = document.createElement("button")
    button.id = "nameless"
    document.querySelector("main")?.append(button)
  })
  await panel(page).getByRole("button", { name: "Run again" }).click()
  await expect(status(page)).toHaveText("1 violation")
  const item = panel(page).getByRole("list", { name: "Violations" }).getByRole("listitem").first()
  await expect(item).toContainText("button-name")
  await expect(item).toContainText("critical")
  await expect(item).toContainText("Buttons must have discernible text")
  await expect(item.getByRole("list", { name: "Elements failing button-name" })).toHaveText("#nameless")

  await page.evaluate(() => document.getElementById("nameless")?.remove())
  await panel(page).getByRole("button", { name: "Run again" }).click()
  await expect(status(page)).toHaveText("No violations")
})

test("it checks a widget that is fading in once it is at rest, not halfway (no false contrast failure)", async ({
  page,
}) => {
  await gotoDemo(page, "/switch")
  await openTab(page, "Accessibility")
  await expect(status(page)).toHaveText("No violations")
  // text that passes at rest, but not at the half-transparent start of its fade-in
  await page.evaluate(() => {
    const text = document.createElement("p")
    text.textContent = "Fading in"
    text.animate([{ opacity: 0.2 }, { opacity: 1 }], { duration: 1500 })
    document.querySelector("main")?.append(text)
  })
  await panel(page).getByRole("button", { name: "Run again" }).click()
  await expect(status(page)).toHaveText("Checking…")
  await expect(status(page)).toHaveText("No violations")
})

test("an open overlay portalled to the body is checked too", async ({ page }) => {
  // a dialog that stays open while the toolbar is used (its backdrop still covers the page: keyboard only)
  await gotoDemo(page, "/dialog?modal=false&trapFocus=false&closeOnInteractOutside=false")
  await openTab(page, "Accessibility")
  await expect(status(page)).toHaveText("No violations")
  await page.getByRole("button", { name: "Click me" }).click()
  const dialog = page.getByRole("dialog")
  await expect(dialog).toBeVisible()
  await dialog.evaluate((element) => {
    const button = document.createElement("button")
    button.id = "nameless-in-dialog"
    element.append(button)
  })
  await panel(page).getByRole("button", { name: "Run again" }).focus()
  await page.keyboard.press("Enter")
  await expect(status(page)).toHaveText("1 violation")
  await expect(panel(page).getByRole("list", { name: "Elements failing button-name" })).toHaveText(
    "#nameless-in-dialog",
  )
  await expect(dialog).toBeVisible()
})

test("the tab works by keyboard alone", async ({ page }) => {
  await gotoDemo(page, "/checkbox")
  await tab(page, "Controls").focus()
  await page.keyboard.press("End")
  await expect(tab(page, "Accessibility")).toBeFocused()
  await expect(status(page)).toHaveText("No violations")
  await page.keyboard.press("Tab")
  await expect(panel(page).getByRole("button", { name: "Run again" })).toBeFocused()
  await page.keyboard.press("Enter")
  await expect(status(page)).toHaveText("No violations")
})

for (const theme of ["light", "dark"] as Theme[]) {
  test(`no axe violations with the Accessibility tab open and listing a violation (${theme})`, async ({ page }) => {
    await gotoDemo(page, "/select", theme)
    await page.evaluate(() => {
      const button = document.createElement("button")
      button.id = "nameless"
      document.querySelector("main")?.append(button)
    })
    await openTab(page, "Accessibility")
    await expect(status(page)).toHaveText("1 violation")
    await page.evaluate(() => document.getElementById("nameless")?.remove())
    expect(await axeViolations(page)).toEqual([])
  })
}
