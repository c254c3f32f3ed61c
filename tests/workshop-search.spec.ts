import { components } from "../src/demos/registry"
import { expect, gotoDemo, part, shortcutsReady, test } from "./fixtures"

const navLinks = (page: import("@playwright/test").Page) =>
  page.getByRole("navigation", { name: "Demos" }).getByRole("link")

test("nav search: fuzzy on labels and keywords, arrows and Enter open a result, Escape clears", async ({ page }) => {
  await gotoDemo(page, "/accordion?dir=rtl&multiple=true")
  const search = page.getByRole("searchbox", { name: "Search demos" })
  await expect(search).toHaveAttribute("type", "search")

  await search.fill("calendar")
  await expect(navLinks(page)).toHaveText(
    // the story whose title says it first, then the pages and stories that have it as a keyword
    [
      "Date Input · Custom Calendar",
      "Date Picker · Custom Calendar",
      "Date Picker · Range calendar",
      "Date Picker (Single)",
      "Date Picker (Range)",
      "Date Picker (Multi)",
      ...[
        "Inline",
        "Inline (Composition)",
        "Month + Range",
        "Year + Range",
        "Month",
        "Year",
        "Date Time",
        "Date Input",
        "Format + Parse",
        "Min Max",
        "Min Max (Clamp)",
        "Multiple Months",
        "Week Numbers",
        "Dynamic Max",
        "Unavailable",
        "Trigger Only",
        "Multi Month",
        "Open Control",
      ].map((story) => `Date Picker · ${story}`),
      "Date Input",
      "Date Input · Controlled",
      "Date Input · Time Only",
      "Date Input · Time Only (Controlled)",
      "Date Input · Timezone",
      "Date Input · Hour Cycle",
      "Date Input · Min Max",
      "Date Input · Range",
      "Dialog · With Date Picker",
    ],
    {
      useInnerText: true,
    },
  )
  await search.fill("dropdown")
  await expect(navLinks(page).filter({ hasText: /^Select$/ })).toHaveCount(1)
  await expect(navLinks(page).filter({ hasText: /^Menu$/ })).toHaveCount(1)
  await search.fill("acrdon") // fuzzy: letters in order
  await expect(navLinks(page)).toHaveText(["Accordion"])

  await search.fill("zzzz")
  await expect(page.getByText("No demos match")).toBeVisible()
  await expect(navLinks(page)).toHaveCount(0)
  await search.press("Escape")
  await expect(search).toHaveValue("")
  // the components again, the current one open onto its stories
  await expect(navLinks(page)).toHaveCount(components.length)

  await search.fill("slider")
  const results = await navLinks(page).allInnerTexts()
  await search.press("ArrowDown")
  await search.press("ArrowDown")
  await expect(navLinks(page).nth(1)).toHaveAttribute("data-highlighted", "")
  await expect(search).toHaveAttribute("aria-activedescendant", (await navLinks(page).nth(1).getAttribute("id"))!)
  await search.press("Enter")
  await expect(page.locator("main h1")).toHaveText(results[1])
  expect(new URL(page.url()).searchParams.get("dir")).toBe("rtl")
  expect(new URL(page.url()).searchParams.get("multiple")).toBeNull()

  // Enter with nothing highlighted opens the first result
  await search.fill("tabs")
  await search.press("Enter")
  await expect(page).toHaveURL(/\/tabs\?dir=rtl$/)
})

test("shortcuts: / and Ctrl+K search, ? lists them, [ ] step through stories, T switches theme", async ({ page }) => {
  await gotoDemo(page, "/checkbox", "light")
  await shortcutsReady(page)
  const search = page.getByRole("searchbox", { name: "Search demos" })
  const body = page.locator("body")

  await body.press("/")
  await expect(search).toBeFocused()
  await expect(search).toHaveValue("")
  await search.blur()
  await body.press("Control+k")
  await expect(search).toBeFocused()
  await search.blur()

  await page.getByRole("heading", { level: 1 }).click()
  await page.keyboard.press("?")
  const dialog = page.getByRole("dialog", { name: "Keyboard shortcuts" })
  await expect(dialog).toBeVisible()
  for (const action of ["Search demos", "Previous story", "Next story", "Switch between light and dark theme"]) {
    await expect(dialog.getByText(action, { exact: true })).toBeVisible()
  }
  await expect(dialog.getByText(/^Move focus to the workbench panel and back/)).toBeVisible()
  await expect(dialog.locator("kbd", { hasText: "F6" })).toBeVisible()
  await page.keyboard.press("Escape")
  await expect(dialog).toBeHidden()

  // nav order: Cascade Select, Checkbox (Basic, Controlled), Clipboard
  await body.press("]")
  await expect(page.locator("main h1")).toHaveText("Checkbox · Controlled")
  await expect(page).toHaveURL(/\/checkbox\/controlled$/)
  await body.press("]")
  await expect(page.locator("main h1")).toHaveText("Clipboard")
  await body.press("[")
  await expect(page.locator("main h1")).toHaveText("Checkbox · Controlled")
  await body.press("[")
  await expect(page.locator("main h1")).toHaveText("Checkbox")
  await body.press("[")
  await expect(page.locator("main h1")).toHaveText("Cascade Select")

  await body.press("t")
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark")
  expect(new URL(page.url()).searchParams.get("theme")).toBe("dark")
})

test("shortcut keys typed into a widget stay there", async ({ page }) => {
  await gotoDemo(page, "/tags-input")
  await shortcutsReady(page)
  const input = part(page, "tags-input", "input")
  await input.click()
  await page.keyboard.type("a/b")
  await expect(input).toHaveValue("a/b")
  await expect(page.getByRole("searchbox", { name: "Search demos" })).not.toBeFocused()

  await gotoDemo(page, "/combobox")
  await shortcutsReady(page)
  const combo = part(page, "combobox", "input")
  await combo.click()
  await page.keyboard.type("?")
  await expect(combo).toHaveValue("?")
  await page.keyboard.press("]")
  await expect(page.getByRole("dialog", { name: "Keyboard shortcuts" })).toHaveCount(0)
  await expect(page.locator("main h1")).toHaveText("Combobox")
})

test.describe("at 360 px wide", () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test("the search field works while the nav is collapsed", async ({ page }) => {
    await gotoDemo(page, "/accordion")
    await expect(page.getByRole("button", { name: "Open demo list" })).toBeVisible()
    const search = page.getByRole("searchbox", { name: "Search demos" })
    await search.fill("pin")
    await expect(navLinks(page).first()).toHaveText("Pin Input")
    await search.press("Enter")
    await expect(page.locator("main h1")).toHaveText("Pin Input")
    await expect(navLinks(page).first()).toBeHidden()
  })
})
