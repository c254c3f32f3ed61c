import {
  axeViolations,
  chooseViewSetting,
  expect,
  gotoDemo,
  holdRequests,
  part,
  readVisualizer,
  shortcutsReady,
  test,
  viewSettingButton,
  viewSettingsNotice,
} from "./fixtures"

const LINK = "dir=rtl&locale=fr-FR&theme=dark&width=360&tab=code"

function expectQuery(url: string, expected: Record<string, string | null>) {
  const params = new URL(url).searchParams
  for (const [key, value] of Object.entries(expected)) expect(params.get(key), key).toBe(value)
}

test("a link's view settings apply, and survive navigating to another demo through the nav", async ({ page }) => {
  await gotoDemo(page, `/accordion?${LINK}&multiple=true`)
  const main = page.locator("main")
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark")
  await expect(main).toHaveAttribute("dir", "rtl")
  await expect(part(page, "accordion", "root")).toHaveAttribute("dir", "rtl")
  expect((await part(page, "accordion", "root").boundingBox())?.width).toBeLessThanOrEqual(360)
  expect((await main.boundingBox())?.width).toBe(360)
  await expect(page.getByRole("tab", { name: "Code" })).toHaveAttribute("aria-selected", "true")
  await expect(page.getByRole("tabpanel", { name: "Code" })).toContainText("multiple: true")
  await expect(viewSettingButton(page, "Direction")).toHaveAccessibleName("Direction: RTL")
  await expect(viewSettingButton(page, "Locale")).toHaveAccessibleName("Locale: fr-FR")
  await expect(viewSettingButton(page, "Theme")).toHaveAccessibleName("Theme: Dark")
  await expect(viewSettingButton(page, "Width")).toHaveAccessibleName("Width: 360 px")

  // nav links carry the view settings, not the demo's own controls
  await page.getByRole("navigation", { name: "Demos" }).getByRole("link", { name: "Date Picker" }).click()
  await expect(page).toHaveURL(/\/date-picker\?/)
  expectQuery(page.url(), { dir: "rtl", locale: "fr-FR", theme: "dark", width: "360", tab: "code", multiple: null })
  await expect(page.locator("main")).toHaveAttribute("dir", "rtl")
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark")
  expect((await page.locator("main").boundingBox())?.width).toBe(360)
  await expect(page.getByRole("tab", { name: "Code" })).toHaveAttribute("aria-selected", "true")
  await page.getByRole("tab", { name: "Visualizer" }).click()
  expect((await readVisualizer(page)).props).toMatchObject({ locale: "fr-FR", dir: "rtl" })
  // Visualizer is this page's first tab: the URL needs no `tab` for it
  expectQuery(page.url(), { tab: null, dir: "rtl" })
  // the machine formats in French: month names in the calendar
  await part(page, "date-picker", "trigger").click()
  await expect(part(page, "date-picker", "content").first()).toContainText(
    /janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre/,
  )
})

test("the settings bar changes the URL, keeps the demo's controls, and reports values that do not fit", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1500, height: 800 })
  await gotoDemo(page, "/tags-input?dir=sideways&width=100&max=4")
  await expect(viewSettingsNotice(page)).toContainText("“dir=sideways” was ignored: expected one of ltr, rtl.")
  await expect(viewSettingsNotice(page)).toContainText("“width=100” was ignored")
  // the demo's own controls never report the global keys
  await expect(page.locator(".toolbar").getByRole("status")).toHaveCount(0)

  await chooseViewSetting(page, "Direction", "RTL")
  await expect(part(page, "tags-input", "root")).toHaveAttribute("dir", "rtl")
  await chooseViewSetting(page, "Locale", "ar-EG")
  await chooseViewSetting(page, "Width", "768 px")
  await chooseViewSetting(page, "Theme", "Dark")
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark")
  expectQuery(page.url(), { dir: "rtl", locale: "ar-EG", width: "768", theme: "dark", max: "4" })
  expect((await page.locator("main").boundingBox())?.width).toBe(768)
  // the tab strip is the `tab` setting's control
  await page.getByRole("tab", { name: "Visualizer" }).click()
  await expect(page.getByRole("tab", { name: "Visualizer" })).toHaveAttribute("aria-selected", "true")
  expectQuery(page.url(), { tab: "visualizer", max: "4" })
  // the page's own first tab needs no key
  await page.getByRole("tab", { name: "Controls" }).click()
  await expect(page.getByRole("tab", { name: "Controls" })).toHaveAttribute("aria-selected", "true")
  expectQuery(page.url(), { tab: null, max: "4" })
  // a demo control change keeps the view settings
  await page.getByTestId("disabled").check()
  expectQuery(page.url(), { dir: "rtl", disabled: "true", width: "768" })
})

test("no axe violations with the view settings bar, search results and the shortcuts dialog, in RTL dark and LTR light", async ({
  page,
}) => {
  for (const [query, theme] of [
    ["dir=rtl&theme=dark", "dark"],
    ["locale=ar-EG", "light"],
  ] as const) {
    await gotoDemo(page, `/select?${query}`, theme)
    await page.getByRole("searchbox", { name: "Search demos" }).fill("menu")
    await page.keyboard.press("ArrowDown")
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press("Escape")
    await page.getByRole("heading", { level: 1 }).click()
    await shortcutsReady(page)
    await page.keyboard.press("?")
    await expect(page.getByRole("dialog", { name: "Keyboard shortcuts" })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  }
})

test("a settings button pressed, or focused, before its menu's code has loaded opens its menu, or keeps focus, once it has", async ({
  page,
}) => {
  // the bar's menus load after the page (src/workbench/viewSettings/bar/MenuSetting.tsx): held back here
  const liveMenu = /\/assets\/LiveMenu-[\w-]+\.js$/
  const release = await holdRequests(page, liveMenu)
  await gotoDemo(page, "/accordion")
  const direction = viewSettingButton(page, "Direction")
  await direction.click()
  await expect(page.getByRole("menu", { name: "Direction" })).toBeHidden()
  release()
  await expect(page.getByRole("menu", { name: "Direction" })).toBeVisible()
  await page.getByRole("menu", { name: "Direction" }).getByRole("menuitemradio", { name: "RTL" }).click()
  await expect(direction).toHaveAccessibleName("Direction: RTL")

  // a fresh page, the menu's code held again: focus on the plain button stays on the live one, and Tab
  // goes on from there into the demo
  await page.unrouteAll()
  const releaseAgain = await holdRequests(page, liveMenu)
  await page.reload()
  await expect(page.locator("html")).toHaveAttribute("data-hydrated")
  await direction.focus()
  await expect(direction).not.toHaveAttribute("data-part")
  releaseAgain()
  await expect(direction).toHaveAttribute("data-part", "trigger")
  await expect(direction).toBeFocused()
  await page.keyboard.press("Tab")
  await expect(part(page, "accordion", "item-trigger").first()).toBeFocused()
})

test("a settings button pressed as its menu's code arrives is not swapped mid-press: the press opens its menu", async ({
  page,
}) => {
  const release = await holdRequests(page, /\/assets\/LiveMenu-[\w-]+\.js$/)
  await gotoDemo(page, "/progress")
  const direction = viewSettingButton(page, "Direction")
  const box = (await direction.boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  release()
  // the code is there: the bar's other menu button became live, the pressed one waits for the press to end
  await expect(viewSettingButton(page, "Locale")).toHaveAttribute("data-part", "trigger")
  await expect(direction).not.toHaveAttribute("data-part")
  await page.mouse.up()
  await expect(page.getByRole("menu", { name: "Direction" })).toBeVisible()
  await page.getByRole("menu", { name: "Direction" }).getByRole("menuitemradio", { name: "RTL" }).click()
  await expect(direction).toHaveAccessibleName("Direction: RTL")
  await expect(direction).toHaveAttribute("data-part", "trigger")
})
