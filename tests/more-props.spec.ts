import type { Page } from "@playwright/test"
import { expect, expectNoViolations, gotoDemo, part, test } from "./fixtures"

// The Controls tab's More props: a control for each prop of the page's first machine that the page leaves
// free, generated from the Docs tab's reference (src/workbench/controls/MoreProps.tsx).

const summary = (page: Page) => page.locator(".controls-more > summary")
const moreControls = (page: Page) => page.locator(".controls-more [data-testid]")
/** The lazy chunks More props loads: its own and the reference's index. */
const MORE_CHUNKS = /\/assets\/(MoreProps|useReference)-/

/** Opens the group by keyboard: Tab from the last hand-picked control to its summary, then Enter. */
async function openByKeyboard(page: Page, lastControl: string) {
  await page.getByTestId(lastControl).focus()
  await page.keyboard.press("Tab")
  await expect(summary(page)).toBeFocused()
  await page.keyboard.press("Enter")
  await expect(page.locator(".controls-more")).toHaveAttribute("open", "")
}

test("/select: More props loads on opening, offers the select's free props, and drives the machine", async ({
  page,
}) => {
  const loaded: string[] = []
  page.on("request", (request) => {
    if (MORE_CHUNKS.test(request.url())) loaded.push(request.url())
  })
  await gotoDemo(page, "/select")
  await expect(summary(page)).toHaveText("More props")
  expect(loaded, "no More props chunk on first load").toEqual([])

  await openByKeyboard(page, "dir")
  // the group renders its lazy part once open: its request follows
  await expect.poll(() => loaded.length).toBeGreaterThan(0)
  // the same list as scripts/docs-reference/moreProps.test.ts derives from the reference
  await expect(moreControls(page)).toHaveCount(6)
  expect(await moreControls(page).evaluateAll((els) => els.map((el) => el.getAttribute("data-testid")))).toEqual([
    "autoComplete",
    "composite",
    "defaultHighlightedValue",
    "defaultOpen",
    "form",
    "invalid",
  ])
  // zag's default, and its description as the tooltip
  await expect(page.getByTestId("composite")).toBeChecked()
  await expect(page.getByTestId("invalid")).not.toBeChecked()
  await expect(page.getByTestId("invalid")).toHaveAttribute("title", "Whether the select is invalid")
  await expect(page.getByTestId("invalid")).toHaveAccessibleDescription("Whether the select is invalid")

  // flip a boolean by keyboard: the machine marks its parts invalid
  await expect(part(page, "select", "trigger")).not.toHaveAttribute("data-invalid")
  await page.getByTestId("invalid").focus()
  await page.keyboard.press("Space")
  await expect(part(page, "select", "trigger")).toHaveAttribute("data-invalid", "")
  await expect(page).toHaveURL(/[?&]invalid=true\b/)

  // a string reaches the hidden select
  await page.getByTestId("autoComplete").fill("country-name")
  await page.getByTestId("autoComplete").press("Enter")
  await expect(page).toHaveURL(/[?&]autoComplete=country-name\b/)
  await expect(part(page, "select", "root").locator("select")).toHaveAttribute("autocomplete", "country-name")

  // a hand-picked control's change keeps them
  await page.getByTestId("multiple").check()
  await expect(page).toHaveURL(/[?&]invalid=true\b/)

  // the Code tab writes them with the hand-picked ones
  await page.locator(".toolbar nav").getByRole("tab", { name: "Code", exact: true }).click()
  const code = page.getByLabel("React code of this demo")
  await expect(code).toContainText("invalid: true,")
  await expect(code).toContainText('autoComplete: "country-name",')
  await page.locator(".toolbar nav").getByRole("tab", { name: "Controls", exact: true }).click()

  // a reload keeps them: the machine starts from the link's values
  await page.reload()
  await expect(page.locator("html")).toHaveAttribute("data-hydrated")
  await expect(part(page, "select", "trigger")).toHaveAttribute("data-invalid", "")
  await expect(part(page, "select", "root").locator("select")).toHaveAttribute("autocomplete", "country-name")
  await summary(page).click()
  await expect(page.getByTestId("invalid")).toBeChecked()
  await expect(page.getByTestId("autoComplete")).toHaveValue("country-name")

  // Reset clears them too
  await page.getByRole("button", { name: "Reset" }).click()
  await expect(part(page, "select", "trigger")).not.toHaveAttribute("data-invalid")
  await expect(page.getByTestId("invalid")).not.toBeChecked()
  expect(new URL(page.url()).search).toBe("")
})

test("/number-input: an enum prop is picked from its literals, carried by the URL and kept on reload", async ({
  page,
}) => {
  await gotoDemo(page, "/number-input")
  await summary(page).click()
  const inputMode = page.getByTestId("inputMode")
  // the union's literals, zag's default chosen
  await expect(inputMode.locator("option")).toHaveText(["text", "tel", "numeric", "decimal"])
  await expect(inputMode).toHaveValue("decimal")
  await inputMode.selectOption("numeric")
  await expect(page).toHaveURL(/[?&]inputMode=numeric\b/)
  await expect(part(page, "number-input", "input")).toHaveAttribute("inputmode", "numeric")
  await page.reload()
  await expect(page.locator("html")).toHaveAttribute("data-hydrated")
  await expect(part(page, "number-input", "input")).toHaveAttribute("inputmode", "numeric")
  await summary(page).click()
  await expect(page.getByTestId("inputMode")).toHaveValue("numeric")
})

test("a value the types refuse is ignored with the reason, never a crash", async ({ page }) => {
  const errors: string[] = []
  page.on("pageerror", (error) => errors.push(error.message))
  await gotoDemo(page, "/select?invalid=maybe&composite=1&value=AF&nope=2")
  const notice = page.locator(".controls-notice")
  await expect(notice).toContainText("“invalid=maybe” was ignored: expected true or false.")
  await expect(notice).toContainText("“composite=1” was ignored: expected true or false.")
  await expect(notice).toContainText("“value” was ignored: More props has no control for it.")
  await expect(notice).toContainText("Unknown option “nope” was ignored.")
  await expect(part(page, "select", "trigger")).not.toHaveAttribute("data-invalid")

  await gotoDemo(page, "/number-input?inputMode=telepathy")
  await expect(page.locator(".controls-notice")).toContainText(
    "“inputMode=telepathy” was ignored: expected one of text, tel, numeric, decimal.",
  )
  await gotoDemo(page, "/pagination?boundaryCount=many")
  await expect(page.locator(".controls-notice")).toContainText("“boundaryCount=many” was ignored: expected a number.")
  expect(errors).toEqual([])
})

test("/number-input/wrapped: a typed pattern that is no regular expression is refused with the reason, the text kept", async ({
  page,
}) => {
  // a story without format options: zag writes the pattern prop into the input's pattern attribute
  await gotoDemo(page, "/number-input/wrapped?tab=controls")
  await summary(page).click()
  const pattern = page.getByTestId("pattern")
  const input = part(page, "number-input", "input")
  await expect(input).toHaveAttribute("pattern", "-?[0-9]*(.[0-9]+)?")
  // one key too many: a class range that starts with '-' (the browser would report the input's pattern)
  await pattern.fill("-?[0-9]*(.[-9]+)?")
  await pattern.press("Enter")
  await expect(page.locator(".controls-notice")).toContainText(
    "“pattern=-?[0-9]*(.[-9]+)?” was ignored: not a valid regular expression.",
  )
  await expect(pattern).toHaveValue("-?[0-9]*(.[-9]+)?")
  await expect(input).toHaveAttribute("pattern", "-?[0-9]*(.[0-9]+)?")
  // a valid one reaches the input
  await pattern.fill("[0-9]+")
  await pattern.press("Enter")
  await expect(input).toHaveAttribute("pattern", "[0-9]+")
  await expect(page.locator(".controls-notice")).toHaveCount(0)
})

for (const theme of ["light", "dark"] as const) {
  test(`/select passes axe with More props open in ${theme}`, async ({ page }) => {
    await gotoDemo(page, "/select?dir=rtl", theme)
    await summary(page).click()
    await expect(moreControls(page)).toHaveCount(6)
    await expectNoViolations(page, `${theme}, More props open`)
  })
}
