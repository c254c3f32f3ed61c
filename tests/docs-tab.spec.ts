import type { Page } from "@playwright/test"
import { expect, expectNoViolations, gotoDemo, type Theme, test } from "./fixtures"

const docsTab = (page: Page) => page.locator(".toolbar nav").getByRole("tab", { name: "Docs", exact: true })
const docsPanel = (page: Page) => page.getByRole("tabpanel", { name: "Docs" })
/** A prop's, callback's or member's entry in the open Docs panel, by its name. */
const entry = (page: Page, section: string, name: string) =>
  docsPanel(page)
    .getByRole("region", { name: section, exact: true })
    .getByRole("listitem")
    .filter({ has: page.locator(".docs-name", { hasText: new RegExp(`^(api\\.)?${name}\\b`) }) })
    .first()

test("the Docs tab documents the select: props filtered by typing, a default, a callback's details, the API", async ({
  page,
}) => {
  await gotoDemo(page, "/select")
  await docsTab(page).click()
  await expect(page).toHaveURL(/[?&]tab=docs\b/)
  const panel = docsPanel(page)
  await expect(panel.getByRole("heading", { level: 2 })).toContainText("@zag-js/select")

  const props = panel.getByRole("region", { name: "Props", exact: true })
  await props.getByRole("searchbox", { name: "Filter props" }).fill("loop")
  await expect(props.getByRole("listitem")).toHaveCount(1)
  const loopFocus = entry(page, "Props", "loopFocus")
  await expect(loopFocus).toContainText("Whether to loop the keyboard navigation through the options")
  await expect(loopFocus.getByRole("definition").nth(1)).toHaveText("false")
  await expect(loopFocus).toContainText("in Controls")
  await props.getByRole("searchbox", { name: "Filter props" }).fill("")
  // required first
  await expect(props.getByRole("listitem").first()).toContainText("required")

  await expect(entry(page, "Callbacks", "onValueChange")).toContainText("{ value: string[]; items: T[] }")
  await expect(entry(page, "API", "setValue")).toContainText("api.setValue(value: string[]): void")
  await expect(panel.getByRole("region", { name: "Machine", exact: true })).toContainText("idle")
})

test("`?tab=docs&docs=api` opens the Docs tab at the API section; a section link puts its key in the URL", async ({
  page,
}) => {
  await gotoDemo(page, "/select?tab=docs&docs=api")
  const api = docsPanel(page).getByRole("heading", { name: "API", level: 3 })
  await expect(api).toBeInViewport()
  await expect(docsPanel(page).getByRole("heading", { name: "Props", level: 3 })).not.toBeInViewport()

  await docsPanel(page).getByRole("link", { name: "Callbacks" }).click()
  await expect(page).toHaveURL(/[?&]docs=callbacks\b/)
  await expect(docsPanel(page).getByRole("heading", { name: "Callbacks", level: 3 })).toBeInViewport()
  await expect(docsPanel(page).getByRole("heading", { name: "Callbacks", level: 3 })).toBeFocused()
})

test("the Docs tab is reached and used by keyboard", async ({ page }) => {
  await gotoDemo(page, "/select")
  await page.locator(".toolbar nav").getByRole("tab", { name: "Code", exact: true }).click()
  await page.keyboard.press("ArrowRight")
  await expect(docsTab(page)).toBeFocused()
  await expect(docsTab(page)).toHaveAttribute("aria-selected", "true")
  const panel = docsPanel(page)
  await expect(panel.getByRole("link", { name: "Props" })).toBeVisible()
  await page.keyboard.press("Tab")
  await expect(panel.getByRole("link", { name: "Props" })).toBeFocused()
  for (const name of ["Callbacks", "API", "Machine"]) {
    await page.keyboard.press("Tab")
    await expect(panel.getByRole("link", { name })).toBeFocused()
  }
  await page.keyboard.press("Tab")
  const filter = panel.getByRole("searchbox", { name: "Filter props" })
  await expect(filter).toBeFocused()
  await page.keyboard.type("positioning")
  await expect(panel.getByRole("region", { name: "Props", exact: true }).getByRole("listitem")).toHaveCount(1)
  await page.keyboard.press("Shift+Tab")
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/[?&]docs=machine\b/)
  await expect(panel.getByRole("heading", { name: "Machine", level: 3 })).toBeFocused()
})

for (const theme of ["light", "dark"] as Theme[]) {
  for (const dir of ["ltr", "rtl"]) {
    test(`the Docs tab passes axe in ${theme}, ${dir}`, async ({ page }) => {
      await gotoDemo(page, `/select?tab=docs${dir === "rtl" ? "&dir=rtl" : ""}`, theme)
      await expect(docsPanel(page).getByRole("heading", { name: "Props", level: 3 })).toBeVisible()
      // the positioning prop's members, open too
      await entry(page, "Props", "positioning").locator("summary").click()
      await expect(entry(page, "Props", "positioning").getByRole("list")).toBeVisible()
      await expectNoViolations(page, `${theme}, ${dir}, Docs tab`, ".toolbar")
    })
  }
}

test("a story's machines are each documented under the Inspector's name, with anchors of their own", async ({
  page,
}) => {
  await gotoDemo(page, "/select/combobox")
  await docsTab(page).click()
  const headings = docsPanel(page).getByRole("heading", { level: 2 })
  await expect(headings).toHaveText(["Select @zag-js/select", "Combobox @zag-js/combobox"])
  await expect(docsPanel(page).locator("#docs-select-api")).toHaveCount(1)
  await expect(docsPanel(page).locator("#docs-combobox-api")).toHaveCount(1)
})
