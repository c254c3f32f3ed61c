import type { Locator, Page } from "@playwright/test"
import { expect, expectNoViolations, gotoDemo, part, type Theme, test } from "./fixtures"

const docsTab = (page: Page) => page.locator(".toolbar nav").getByRole("tab", { name: "Docs", exact: true })
const docsPanel = (page: Page) => page.getByRole("tabpanel", { name: "Docs" })
/** A prop's, callback's or member's entry in the open Docs panel, by its name. */
const entry = (page: Page, section: string, name: string) =>
  docsPanel(page)
    .getByRole("region", { name: section, exact: true })
    .getByRole("listitem")
    .filter({ has: page.locator(".docs-name", { hasText: new RegExp(`^(api\\.)?${name}\\b`) }) })
    .first()

/** The Anatomy section of the page's first machine, or of the machine whose heading starts with `machine`. */
const anatomy = (page: Page, machine?: string) =>
  (machine ? docsPanel(page).getByRole("region", { name: new RegExp(`^${machine} @zag-js/`) }) : docsPanel(page))
    .getByRole("region", { name: "Anatomy", exact: true })
    .first()
/** A part's row in an Anatomy section: its button, named for the part and its count ("trigger, 1 element"). */
const partRow = (section: Locator, name: string) => section.getByRole("button", { name: new RegExp(`^${name}, `) })
const outlines = (page: Page) => page.locator(".anatomy-outline > div")

/** The outline boxes cover the elements' rectangles, one box each. */
async function expectOutlined(page: Page, elements: Locator) {
  await expect(outlines(page)).toHaveCount(await elements.count())
  const boxes = await elements.evaluateAll((all) => all.map((element) => element.getBoundingClientRect().toJSON()))
  await expect
    .poll(() => outlines(page).evaluateAll((all) => all.map((box) => box.getBoundingClientRect().toJSON())))
    .toEqual(boxes)
}

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
  for (const name of ["Callbacks", "API", "Machine", "Anatomy"]) {
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
  await expect(page).toHaveURL(/[?&]docs=anatomy\b/)
  await expect(panel.getByRole("heading", { name: "Anatomy", level: 3 })).toBeFocused()
})

for (const theme of ["light", "dark"] as Theme[]) {
  for (const dir of ["ltr", "rtl"]) {
    test(`the Docs tab passes axe in ${theme}, ${dir}`, async ({ page }) => {
      await gotoDemo(page, `/select?tab=docs${dir === "rtl" ? "&dir=rtl" : ""}`, theme)
      await expect(docsPanel(page).getByRole("heading", { name: "Props", level: 3 })).toBeVisible()
      // the positioning prop's members, open too
      await entry(page, "Props", "positioning").locator("summary").click()
      await expect(entry(page, "Props", "positioning").getByRole("list")).toBeVisible()
      // and a part of the anatomy pressed, its outline kept
      await partRow(anatomy(page), "trigger").click()
      await expect(partRow(anatomy(page), "trigger")).toHaveAttribute("aria-pressed", "true")
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

test("Anatomy counts the select's parts on the page, live: the content appears with data-state open", async ({
  page,
}) => {
  await gotoDemo(page, "/select?tab=docs&docs=anatomy")
  const section = anatomy(page)
  await expect(docsPanel(page).getByRole("heading", { name: "Anatomy", level: 3 })).toBeInViewport()
  await expect(partRow(section, "trigger")).toHaveAccessibleName("trigger, 1 element")
  // the closed select's content is in the page, hidden
  await expect(partRow(section, "content")).toHaveAccessibleName("content, not on the page now, 1 hidden")
  await expect(partRow(section, "item")).toHaveAccessibleName("item, not on the page now")
  const contentRow = section.getByRole("listitem").filter({ has: page.getByRole("button", { name: /^content, / }) })
  await expect(contentRow).toContainText('data-state="closed"')

  await part(page, "select", "trigger").click()
  await expect(partRow(section, "content")).toHaveAccessibleName("content, 1 element")
  await expect(contentRow).toContainText('data-state="open"')
  await expect(partRow(section, "item")).toHaveAccessibleName(/^item, \d+ elements$/)
})

test("hovering a part's row outlines its elements over the page, without touching them; leaving removes it", async ({
  page,
}) => {
  await gotoDemo(page, "/select?tab=docs&docs=anatomy")
  const trigger = part(page, "select", "trigger")
  const before = await trigger.evaluate((element) => element.outerHTML)
  await partRow(anatomy(page), "trigger").hover()
  await expectOutlined(page, trigger)
  const layer = page.locator(".anatomy-outline")
  await expect(layer).toHaveAttribute("aria-hidden", "true")
  await expect(layer).toHaveCSS("pointer-events", "none")
  expect(await trigger.evaluate((element) => element.outerHTML)).toBe(before)

  await docsPanel(page).getByRole("heading", { name: "Anatomy", level: 3 }).hover()
  await expect(layer).toHaveCount(0)
})

test("the outline follows the keyboard's focus through the rows, and goes with it", async ({ page }) => {
  await gotoDemo(page, "/select?tab=docs")
  await docsPanel(page).getByRole("link", { name: "Anatomy" }).click()
  await expect(docsPanel(page).getByRole("heading", { name: "Anatomy", level: 3 })).toBeFocused()
  // the pointer leaves the panel, which scrolled the rows under it: only the focus shows a part
  await page.mouse.move(0, 0)
  const section = anatomy(page)
  for (const name of ["label", "positioner", "trigger"]) {
    await page.keyboard.press("Tab")
    await expect(partRow(section, name)).toBeFocused()
  }
  await expectOutlined(page, part(page, "select", "trigger"))
  await page.keyboard.press("Shift+Tab")
  await page.keyboard.press("Shift+Tab")
  await expect(partRow(section, "label")).toBeFocused()
  await expectOutlined(page, part(page, "select", "label"))
  await page.keyboard.press("Tab")
  await page.keyboard.press("Tab")
  await page.keyboard.press("Tab")
  await expect(partRow(section, "indicator")).toBeFocused()
  await expectOutlined(page, part(page, "select", "indicator"))

  await docsPanel(page).getByRole("heading", { name: "Anatomy", level: 3 }).click()
  await expect(page.locator(".anatomy-outline")).toHaveCount(0)
})

test("pressing a part's row keeps its outline while the widget is used: it follows the opened content", async ({
  page,
}) => {
  await gotoDemo(page, "/select?tab=docs&docs=anatomy")
  const content = partRow(anatomy(page), "content")
  await content.click()
  await expect(content).toHaveAttribute("aria-pressed", "true")
  // hidden while closed: nothing to outline
  await expect(outlines(page)).toHaveCount(0)
  await part(page, "select", "trigger").click()
  await expectOutlined(page, part(page, "select", "content"))
  await page.keyboard.press("Escape")
  await expect(outlines(page)).toHaveCount(0)
  await content.click()
  await expect(content).toHaveAttribute("aria-pressed", "false")
  // released: opening the select again outlines nothing once the pointer and the focus are on it
  await part(page, "select", "trigger").click()
  await expect(part(page, "select", "content")).toBeVisible()
  await expect(page.locator(".anatomy-outline")).toHaveCount(0)
})

test("a story with two machines shows two anatomies, each counting its own scope (a select in a dialog)", async ({
  page,
}) => {
  await gotoDemo(page, "/select/in-dialog?tab=docs&docs=anatomy")
  const select = anatomy(page, "Select")
  const dialog = anatomy(page, "Dialog")
  await expect(partRow(dialog, "trigger")).toHaveAccessibleName("trigger, 1 element")
  await expect(partRow(dialog, "content")).toHaveAccessibleName("content, not on the page now")
  await expect(partRow(select, "trigger")).toHaveAccessibleName("trigger, not on the page now")

  await page.getByRole("button", { name: "Open Dialog" }).click()
  await expect(partRow(dialog, "content")).toHaveAccessibleName("content, 1 element")
  await expect(partRow(select, "trigger")).toHaveAccessibleName("trigger, 1 element")
  // the dialog's content is portalled to <body>: outlined there too
  await partRow(dialog, "content").hover()
  await expectOutlined(page, part(page, "dialog", "content"))
})
