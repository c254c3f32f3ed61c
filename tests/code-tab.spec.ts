import type { Page } from "@playwright/test"
import { axeViolations, expect, gotoDemo, openTab, setControl, type Theme, test } from "./fixtures"

const tab = (page: Page, name: string) => page.locator(".toolbar nav").getByRole("tab", { name, exact: true })
const snippet = (page: Page) => page.getByRole("tabpanel", { name: "Code" }).locator("pre")

test("the Code tab shows the accordion's snippet, and it gains `multiple: true` when the control is on", async ({
  page,
}) => {
  await gotoDemo(page, "/accordion")
  await openTab(page, "Code")
  await expect(snippet(page)).toContainText("useMachine(accordion.machine, {")
  await expect(snippet(page)).toContainText('import * as accordion from "@zag-js/accordion"')
  await expect(snippet(page)).toContainText("{...api.getItemTriggerProps({ value: item.id })}")
  await expect(snippet(page)).not.toContainText("multiple")

  await setControl(page, "multiple", true)
  await openTab(page, "Code")
  await expect(snippet(page)).toContainText("multiple: true,")
  await expect(snippet(page)).not.toContainText("collapsible")
  await setControl(page, "orientation", "horizontal")
  await openTab(page, "Code")
  await expect(snippet(page)).toContainText('orientation: "horizontal",')
})

test("the snippet holds the items the page shows, and no others", async ({ page }) => {
  await gotoDemo(page, "/accordion")
  const labels = await page.locator("main [data-part=item-trigger]").allTextContents()
  expect(labels.length).toBeGreaterThan(0)
  await openTab(page, "Code")
  for (const label of labels) await expect(snippet(page)).toContainText(`label: "${label.trim()}"`)
  await expect(snippet(page)).not.toContainText("Watercraft")
})

test("a story's Code tab is its module, the controls' values in its machine's props", async ({ page }) => {
  await gotoDemo(page, "/listbox")
  await openTab(page, "Code")
  await expect(snippet(page)).toContainText('import * as listbox from "@zag-js/listbox"')
  await expect(snippet(page)).toContainText("deselectable: true,")
  await expect(snippet(page)).not.toContainText("selectionMode")

  await setControl(page, "selectionMode", "multiple")
  // a prop the story sets itself takes the control's value where it stands
  await setControl(page, "deselectable", false)
  await openTab(page, "Code")
  await expect(snippet(page)).toContainText('selectionMode: "multiple",')
  await expect(snippet(page)).toContainText("deselectable: false,")
  await expect(snippet(page)).not.toContainText("deselectable: true")
})

for (const [route, part] of [
  ["/navigation-menu", ".navigation-menu-link-blurb"],
  ["/toc", "[data-scope=toc][data-part=link]"],
] as const) {
  test(`${route}'s snippet declares the texts its page shows`, async ({ page }) => {
    await gotoDemo(page, route)
    const labels = (await page.locator(`main ${part}`).allTextContents()).map((label) => label.trim())
    expect(labels.length).toBeGreaterThan(2)
    await openTab(page, "Code")
    for (const label of labels) await expect(snippet(page)).toContainText(`"${label}"`)
  })
}

test("the view's direction and locale are in the snippet when they aren't zag's defaults, ", async ({ page }) => {
  await gotoDemo(page, "/number-input?dir=rtl&locale=de-DE")
  await openTab(page, "Code")
  await expect(snippet(page)).toContainText('dir: "rtl",')
  await expect(snippet(page)).toContainText('locale: "de-DE",')

  await gotoDemo(page, "/number-input?locale=de-DE")
  await openTab(page, "Code")
  await expect(snippet(page)).not.toContainText("dir:")
  await expect(snippet(page)).toContainText('locale: "de-DE",')
})

test("a link's control values are in the snippet, under the machine's own option names", async ({ page }) => {
  await gotoDemo(page, "/popover?closeOnEsc=false&modal=true")
  await openTab(page, "Code")
  await expect(snippet(page)).toContainText("modal: true,")
  await expect(snippet(page)).toContainText("closeOnEscape: false,")
  await expect(snippet(page)).not.toContainText("closeOnEsc:")
})

test("Copy puts the snippet on the clipboard and says Copied; keyboard alone", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"])
  await gotoDemo(page, "/accordion?multiple=true")
  await tab(page, "Controls").focus()
  for (const next of ["Visualizer", "Inspector", "Code"]) {
    await page.keyboard.press("ArrowRight")
    await expect(tab(page, next)).toBeFocused()
  }
  await expect(tab(page, "Code")).toHaveAttribute("aria-selected", "true")
  const copy = page.getByRole("button", { name: "Copy" })
  await expect(copy).toBeVisible()
  await page.keyboard.press("Tab")
  await expect(copy).toBeFocused()
  await page.keyboard.press("Enter")
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible()
  await expect(page.getByRole("status").filter({ hasText: "Code copied to the clipboard" })).toBeAttached()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied.trimEnd()).toBe((await snippet(page).textContent())?.trimEnd())
  expect(copied).toContain("multiple: true,")
  expect(copied).toMatch(/^import \* as accordion from "@zag-js\/accordion"\n/)
  // the code block scrolls by keyboard too
  await page.keyboard.press("Tab")
  await expect(snippet(page)).toBeFocused()
})

test("the Code and Accessibility panels, the highlighter and axe-core load only when their tab opens", async ({
  page,
}) => {
  const scripts: string[] = []
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname)
  })
  await gotoDemo(page, "/accordion")
  await openTab(page, "Visualizer")
  const lazy = /CodePanel|A11yPanel|axe|codeTemplates|\/code-/
  expect(scripts.filter((path) => lazy.test(path))).toEqual([])
  await openTab(page, "Code")
  await expect(snippet(page)).toBeVisible()
  expect(scripts.some((path) => /CodePanel/.test(path))).toBe(true)
  expect(scripts.filter((path) => /axe/.test(path))).toEqual([])
  await openTab(page, "Accessibility")
  await expect(page.getByRole("tabpanel", { name: "Accessibility" }).getByRole("status")).toHaveText("No violations")
  expect(scripts.some((path) => /axe/.test(path))).toBe(true)
})

for (const theme of ["light", "dark"] as Theme[]) {
  test(`no axe violations with the Code tab open (${theme})`, async ({ page }) => {
    await gotoDemo(page, "/number-input?min=5&formatOptions.style=percent", theme)
    await openTab(page, "Code")
    await expect(snippet(page)).toContainText("min: 5,")
    expect(await axeViolations(page)).toEqual([])
  })
}
