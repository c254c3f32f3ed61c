import { components } from "../src/demos/registry"
import { expect, gotoDemo, openTab, readVisualizer, test } from "./fixtures"

const storyNav = (page: import("@playwright/test").Page) => page.getByRole("navigation", { name: "Demos" })

test("a page answers at its own path and its story path, both naming its own as canonical", async ({ page }) => {
  for (const [path, canonical, heading] of [
    ["/select", "/select", "Select"],
    ["/select/basic", "/select", "Select"],
    ["/date-picker-multi", "/date-picker-multi", "Date Picker (Multi)"],
    ["/date-picker/multi", "/date-picker-multi", "Date Picker (Multi)"],
    ["/timer", "/timer-countdown", "Timer (CountDown)"],
    ["/toast/basic", "/toast", "Toast"],
    ["/checkbox/controlled", "/checkbox/controlled", "Checkbox · Controlled"],
  ]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await expect(page.locator("main h1"), path).toHaveText(heading)
    await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute("href", canonical)
  }
})

test("the nav opens the current component onto its stories, each one Tab away", async ({ page }) => {
  await gotoDemo(page, "/checkbox")
  const stories = storyNav(page).getByRole("list", { name: "Checkbox" })
  await expect(stories.getByRole("link")).toHaveText(["Basic", "Controlled"])
  await expect(stories.getByRole("link", { name: "Basic" })).toHaveAttribute("aria-current", "page")
  // other components stay one link each
  await expect(storyNav(page).getByRole("link", { name: "Accordion", exact: true })).toBeVisible()
  await expect(storyNav(page).getByRole("list")).toHaveCount(1)

  await stories.getByRole("link", { name: "Basic" }).focus()
  await page.keyboard.press("Tab")
  await expect(stories.getByRole("link", { name: "Controlled" })).toBeFocused()
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/\/checkbox\/controlled$/)
  await expect(page.locator("main h1")).toHaveText("Checkbox · Controlled")
  await expect(stories.getByRole("link", { name: "Controlled" })).toHaveAttribute("aria-current", "page")
  await expect(page).toHaveTitle("Checkbox · Controlled · Zag.js Gallery")
})

test("a story's heading has its sibling stories as links; a one-story component has none", async ({ page }) => {
  await gotoDemo(page, "/checkbox/controlled")
  const siblings = page.getByRole("main").getByRole("navigation", { name: "Stories" })
  await expect(siblings.getByRole("link")).toHaveText(["Basic", "Controlled"])
  await expect(siblings.getByRole("link", { name: "Controlled" })).toHaveAttribute("aria-current", "page")
  await siblings.getByRole("link", { name: "Basic" }).click()
  // a story module's canonical path is its story path
  await expect(page).toHaveURL(/\/checkbox\/basic$/)
  await expect(page.locator("main h1")).toHaveText("Checkbox")

  await gotoDemo(page, "/accordion")
  await expect(page.getByRole("main").getByRole("navigation", { name: "Stories" })).toHaveCount(0)
})

test("the search finds stories by their title and words", async ({ page }) => {
  await gotoDemo(page, "/accordion")
  const search = page.getByRole("searchbox", { name: "Search demos" })
  await search.fill("controlled")
  await expect(storyNav(page).getByRole("link", { name: "Checkbox · Controlled" })).toBeVisible()
  await search.press("Enter")
  await expect(page.locator("main h1")).toHaveText("Checkbox · Controlled")
})

test("home's cards say how many stories each component has", async ({ page }) => {
  await gotoDemo(page, "/")
  const card = (label: string) =>
    page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: label, exact: true }) })
  await expect(card("Checkbox")).toContainText("2 stories")
  await expect(card("Accordion")).toContainText("1 story")
  await expect(page.getByRole("main").getByRole("link")).toHaveCount(components.length)
})

test("a story module runs its machine through the workbench: Visualizer, Inspector and Code show it", async ({
  page,
}) => {
  await gotoDemo(page, "/checkbox/controlled")
  await page.getByRole("button", { name: "Check", exact: true }).click()
  await expect(page.locator("main [data-scope='checkbox'][data-part='root']")).toHaveAttribute("data-state", "checked")

  // a story without controls opens on the Visualizer: its machine, named
  const visualizer = page.locator(".toolbar [role=tabpanel]:not([hidden])")
  await expect(page.getByRole("tab", { name: "Visualizer" })).toHaveAttribute("aria-selected", "true")
  await expect(visualizer.locator("summary", { hasText: "Checkbox" })).toBeVisible()
  await expect(visualizer.locator("pre")).toContainText('"checked": true')

  await page.getByRole("tab", { name: "Inspector" }).click()
  await expect(page.locator(".toolbar").getByRole("region", { name: "Checkbox", exact: true })).toBeVisible()

  await page.getByRole("tab", { name: "Code" }).click()
  const code = page.getByLabel("React code of this demo")
  await expect(code).toContainText('import { normalizeProps, useMachine } from "@zag-js/react"')
  await expect(code).toContainText("export default function ControlledCheckbox()")
  await expect(code).not.toContainText("workbench")
})

test("a story's Controls show the global direction as its own select, and a renamed control feeds its prop", async ({
  page,
}) => {
  await gotoDemo(page, "/tree-view/links")
  const dir = page.getByTestId("dir")
  await expect(dir).toHaveValue("ltr")
  await dir.selectOption("rtl")
  await expect(page.locator("main")).toHaveAttribute("dir", "rtl")
  await expect(page.locator("main [data-scope=tree-view][data-part=root]")).toHaveAttribute("dir", "rtl")
  await expect(page).toHaveURL(/[?&]dir=rtl/)
  // the settings bar shows the same setting, and sets it back
  await page
    .getByRole("toolbar", { name: "View settings" })
    .getByRole("button", { name: /^Direction: / })
    .click()
  await page.getByRole("menuitemradio", { name: "LTR" }).click()
  await expect(dir).toHaveValue("ltr")
  await expect(page.locator("main")).toHaveAttribute("dir", "ltr")

  // openOnClick (the spec's key and test id) is zag's expandOnClick: off, a click on a branch leaves it closed
  const branch = page.locator("main [data-scope=tree-view][data-part=branch-control]").first()
  await branch.click()
  await expect(branch).toHaveAttribute("data-state", "open")
  await branch.click()
  await expect(branch).toHaveAttribute("data-state", "closed")
  await page.getByTestId("openOnClick").uncheck()
  await expect(page).toHaveURL(/[?&]openOnClick=false/)
  await branch.click()
  await expect(branch).toHaveAttribute("data-state", "closed")
})

test("the number input's Controls show the global locale as their own select", async ({ page }) => {
  await gotoDemo(page, "/number-input")
  const locale = page.getByTestId("locale")
  await expect(locale).toHaveValue("en-US")
  await locale.selectOption("mk-MK")
  await expect(page).toHaveURL(/[?&]locale=mk-MK/)
  await expect(
    page.getByRole("toolbar", { name: "View settings" }).getByRole("button", { name: /^Locale: / }),
  ).toHaveAccessibleName(/mk-MK/)
  // and the machine gets it
  await openTab(page, "Visualizer")
  expect((await readVisualizer(page)).props).toMatchObject({ locale: "mk-MK" })
})
