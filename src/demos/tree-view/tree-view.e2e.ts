import type { Page } from "@playwright/test"
import { expect, gotoDemo, openTab, stopClock, test, visualizer } from "@tests/fixtures"

/** The focusable row of a node (branch control or leaf item). */
const node = (page: Page, id: string) =>
  page.locator(`main [data-part="branch-control"][data-value="${id}"], main [data-part="item"][data-value="${id}"]`)
/** The treeitem element of a node (carries aria-selected / aria-expanded). */
const treeitem = (page: Page, id: string) => page.locator(`main [role="treeitem"][data-value="${id}"]`)
const expectExpanded = (page: Page, id: string, expanded: boolean) =>
  expect(treeitem(page, id)).toHaveAttribute("aria-expanded", String(expanded))
const expectSelected = (page: Page, id: string, selected: boolean) =>
  expect(treeitem(page, id)).toHaveAttribute("aria-selected", String(selected))
const visibleNames = (page: Page) =>
  page.locator('main [role="tree"] :is([data-part="branch-text"], [data-part="item-text"]):visible')
const focusFirst = async (page: Page) => {
  await node(page, "node_modules").focus()
  await expect(node(page, "node_modules")).toBeFocused()
}

const TOP_LEVEL = ["node_modules", "src", "panda.config.ts", "package.json", "renovate.json", "README.md"]

test.describe("tree view", () => {
  test("shows My Documents, the sample tree, and expands / collapses everything", async ({ page }) => {
    await gotoDemo(page, "/tree-view")
    await expect(page.locator("main h3")).toHaveText("My Documents")
    await expect(page.getByRole("tree", { name: "My Documents" })).toBeVisible()
    await expect(visibleNames(page)).toHaveText(TOP_LEVEL)
    await expect(page.getByRole("button", { name: "Select All", exact: true })).toHaveCount(0)
    await expect(page.getByRole("button", { name: "Deselect All", exact: true })).toHaveCount(0)

    await page.getByRole("button", { name: "Expand All" }).click()
    await expect(visibleNames(page)).toHaveText([
      "node_modules",
      "zag-js",
      "panda",
      "@types",
      "react",
      "react-dom",
      "src",
      "app.tsx",
      "index.ts",
      "panda.config.ts",
      "package.json",
      "renovate.json",
      "README.md",
    ])
    await openTab(page, "Visualizer")
    await expect(visualizer(page)).toContainText('"node_modules/@types"')
    await page.getByRole("button", { name: "Collapse All" }).click()
    await expect(visibleNames(page)).toHaveText(TOP_LEVEL)
    await expect(visualizer(page)).toContainText('"expandedValue": []')
  })

  test("arrows move focus; Left/Right open, close and walk branches; Home/End", async ({ page }) => {
    await gotoDemo(page, "/tree-view")
    await focusFirst(page)
    await page.keyboard.press("ArrowDown")
    await expect(node(page, "src")).toBeFocused()

    // Right on a collapsed branch expands it; again moves to its first child
    await page.keyboard.press("ArrowRight")
    await expectExpanded(page, "src", true)
    await expect(node(page, "src")).toBeFocused()
    await page.keyboard.press("ArrowRight")
    await expect(node(page, "src/app.tsx")).toBeFocused()
    // Left on a child focuses its parent; Left on an expanded branch collapses it
    await page.keyboard.press("ArrowLeft")
    await expect(node(page, "src")).toBeFocused()
    await page.keyboard.press("ArrowLeft")
    await expectExpanded(page, "src", false)
    await expect(node(page, "src")).toBeFocused()

    // nested: Left on a collapsed nested branch focuses its parent branch
    await page.keyboard.press("ArrowUp")
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("ArrowRight") // zag-js
    await page.keyboard.press("End") // last visible node
    await expect(node(page, "readme.md")).toBeFocused()
    await page.keyboard.press("Home")
    await expect(node(page, "node_modules")).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("ArrowDown")
    await expect(node(page, "node_modules/@types")).toBeFocused()
    await page.keyboard.press("ArrowLeft")
    await expect(node(page, "node_modules")).toBeFocused()
    await expectExpanded(page, "node_modules", true)
  })

  test("ArrowUp on the first node wraps to the last, ArrowDown on the last to the first", async ({ page }) => {
    await gotoDemo(page, "/tree-view")
    await focusFirst(page)
    await page.keyboard.press("ArrowUp")
    await expect(node(page, "readme.md")).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await expect(node(page, "node_modules")).toBeFocused()
    // also from the last node when branches are open
    await page.getByRole("button", { name: "Expand All" }).click()
    await node(page, "readme.md").focus()
    await page.keyboard.press("ArrowDown")
    await expect(node(page, "node_modules")).toBeFocused()
  })

  test("* expands the sibling branches; Enter and Space activate", async ({ page }) => {
    await page.clock.install()
    await gotoDemo(page, "/tree-view")
    // stop the clock so the 350 ms typeahead window only ends when the test says so
    await stopClock(page, 60_000)
    await focusFirst(page)
    await page.keyboard.press("*")
    await expectExpanded(page, "node_modules", true)
    await expectExpanded(page, "src", true)
    await expectExpanded(page, "node_modules/@types", false) // only siblings, not descendants

    // Enter on a leaf selects it; Space on another moves the single selection
    await node(page, "src/index.ts").focus()
    await page.keyboard.press("Enter")
    await expectSelected(page, "src/index.ts", true)
    await page.keyboard.press("ArrowDown")
    await page.clock.runFor(1000)
    await page.keyboard.press(" ")
    await expectSelected(page, "panda.config", true)
    await expectSelected(page, "src/index.ts", false)

    // Enter on a branch selects and toggles it (expand on click)
    await node(page, "src").focus()
    await page.keyboard.press("Enter")
    await expectSelected(page, "src", true)
    await expectExpanded(page, "src", false)
  })

  test("typeahead focuses the next match; Space joins the search while typing", async ({ page }) => {
    await page.clock.install()
    await gotoDemo(page, "/tree-view")
    // stop the clock so the 350 ms typeahead window only ends when the test says so
    await stopClock(page, 60_000)
    await focusFirst(page)
    await page.keyboard.press("r")
    await expect(node(page, "renovate.json")).toBeFocused()
    await page.keyboard.press("r") // the same letter again moves to the next match
    await expect(node(page, "readme.md")).toBeFocused()
    await page.clock.runFor(1000)
    await page.keyboard.press("p")
    await expect(node(page, "panda.config")).toBeFocused()
    // still typing: Space is part of the search, not an activation
    await page.keyboard.press(" ")
    await expectSelected(page, "panda.config", false)
  })

  test("a plain a joins the search like other letters", async ({ page }) => {
    await page.clock.install()
    await gotoDemo(page, "/tree-view")
    await stopClock(page, 60_000)
    await focusFirst(page)
    await page.keyboard.press("p")
    await expect(node(page, "panda.config")).toBeFocused()
    await page.keyboard.press("a")
    await expect(node(page, "panda.config")).toBeFocused()
    await page.keyboard.press("c")
    await expect(node(page, "package.json")).toBeFocused()
  })

  test("fixSpaceAfterTypeahead: once the typeahead pause is over, Space activates", async ({ page }) => {
    await page.clock.install()
    await gotoDemo(page, "/tree-view")
    await stopClock(page, 60_000)
    await focusFirst(page)
    await page.keyboard.press("r")
    await expect(node(page, "renovate.json")).toBeFocused()
    await page.clock.runFor(1000)
    await page.keyboard.press(" ")
    await expectSelected(page, "renovate.json", true)
  })

  test("fixTypeaheadOption: with typeahead off letters do nothing, Space still activates", async ({ page }) => {
    await gotoDemo(page, "/tree-view?typeahead=false")
    await focusFirst(page)
    await page.keyboard.press("r")
    await page.keyboard.press("s")
    await expect(node(page, "node_modules")).toBeFocused()
    await page.keyboard.press(" ")
    await expectSelected(page, "node_modules", true)
  })

  test("pointer: click selects, branches toggle on click or only via their trigger", async ({ page }) => {
    await gotoDemo(page, "/tree-view")
    await node(page, "src").click()
    await expectSelected(page, "src", true)
    await expectExpanded(page, "src", true)
    await node(page, "src/app.tsx").click()
    await expectSelected(page, "src/app.tsx", true)
    await expectSelected(page, "src", false) // single mode keeps only the last

    // the chevron only toggles
    await page.locator('main [data-part="branch-trigger"][data-value="node_modules"]').click()
    await expectExpanded(page, "node_modules", true)
    await expectSelected(page, "node_modules", false)
    await expectSelected(page, "src/app.tsx", true)

    // with openOnClick off a click selects without toggling
    await page.getByTestId("openOnClick").uncheck()
    await node(page, "src").click()
    await expectSelected(page, "src", true)
    await expectExpanded(page, "src", true)
    // modifier clicks do not multi-select in single mode
    await node(page, "readme.md").click({ modifiers: ["ControlOrMeta"] })
    await expectSelected(page, "readme.md", true)
    await expectSelected(page, "src", false)
  })

  test("multiple mode: Ctrl/Meta and Shift clicks, Shift+arrows, Shift+Home/End, Meta+A, Select/Deselect All", async ({
    page,
  }) => {
    await gotoDemo(page, "/tree-view?selectionMode=multiple")
    await node(page, "panda.config").click()
    await node(page, "renovate.json").click({ modifiers: ["ControlOrMeta"] })
    await expectSelected(page, "panda.config", true)
    await expectSelected(page, "renovate.json", true)
    await node(page, "panda.config").click({ modifiers: ["ControlOrMeta"] }) // toggles off
    await expectSelected(page, "panda.config", false)
    await expectSelected(page, "renovate.json", true)

    await node(page, "src").click({ modifiers: ["Shift"] }) // range src..renovate.json
    for (const id of ["src", "panda.config", "package.json", "renovate.json"]) await expectSelected(page, id, true)
    await expectSelected(page, "node_modules", false)

    // plain click resets; Shift+ArrowDown extends
    await node(page, "panda.config").click()
    await expectSelected(page, "renovate.json", false)
    await page.keyboard.press("Shift+ArrowDown")
    await expect(node(page, "package.json")).toBeFocused()
    await expectSelected(page, "panda.config", true)
    await expectSelected(page, "package.json", true)
    await page.keyboard.press("Shift+End")
    for (const id of ["package.json", "renovate.json", "readme.md"]) await expectSelected(page, id, true)
    await page.keyboard.press("Shift+Home")
    for (const id of ["node_modules", "src", "panda.config"]) await expectSelected(page, id, true)

    await page.getByRole("button", { name: "Deselect All", exact: true }).click()
    for (const id of ["node_modules", "src", "readme.md"]) await expectSelected(page, id, false)
    await node(page, "src").focus()
    await page.keyboard.press("Meta+a")
    for (const id of ["node_modules", "src", "panda.config", "package.json", "renovate.json", "readme.md"]) {
      await expectSelected(page, id, true)
    }
    await page.getByRole("button", { name: "Deselect All", exact: true }).click()
    await page.getByRole("button", { name: "Select All", exact: true }).click()
    await expectSelected(page, "readme.md", true)
    await openTab(page, "Visualizer")
    await expect(visualizer(page)).toContainText('"selectionMode": "multiple"')
    await expect(visualizer(page)).toContainText('"readme.md"')
  })

  test("Meta+A does nothing in single mode", async ({ page }) => {
    await gotoDemo(page, "/tree-view")
    await focusFirst(page)
    await page.keyboard.press("Meta+a")
    await expectSelected(page, "src", false)
    await expectSelected(page, "readme.md", false)
  })

  test("disabled nodes ignore clicks and are skipped by the arrows", async ({ page }) => {
    await gotoDemo(page, "/tree-view?disabledNode=src")
    await expect(treeitem(page, "src")).toHaveAttribute("aria-disabled", "true")
    // force: Playwright would otherwise wait for the aria-disabled node to become enabled
    await node(page, "src").click({ force: true })
    await expectExpanded(page, "src", false)
    await expect(node(page, "src")).not.toHaveAttribute("data-selected")
    await page.locator('main [data-part="branch-trigger"][data-value="src"]').click({ force: true })
    await expectExpanded(page, "src", false)
    await focusFirst(page)
    await page.keyboard.press("ArrowDown")
    await expect(node(page, "panda.config")).toBeFocused()
    await page.keyboard.press("ArrowUp")
    await expect(node(page, "node_modules")).toBeFocused()

    await gotoDemo(page, "/tree-view?disabledNode=package.json&selectionMode=multiple")
    await node(page, "package.json").click({ force: true })
    await expect(node(page, "package.json")).not.toHaveAttribute("data-selected")
    await page.getByRole("button", { name: "Select All", exact: true }).click()
    await expectSelected(page, "renovate.json", true)
    await expect(node(page, "package.json")).not.toHaveAttribute("data-selected")
  })

  test("fixDisabledNodeKeys: Enter, Space, Right, * and Meta+A do nothing on a disabled node", async ({ page }) => {
    await gotoDemo(page, "/tree-view?disabledNode=src")
    await node(page, "src").focus()
    for (const key of ["Enter", " ", "ArrowRight", "*"]) await page.keyboard.press(key)
    await expectExpanded(page, "src", false)
    await expect(node(page, "src")).not.toHaveAttribute("data-selected")
    await expectExpanded(page, "node_modules", false)

    await gotoDemo(page, "/tree-view?disabledNode=package.json&selectionMode=multiple")
    await node(page, "package.json").focus()
    await page.keyboard.press("Enter")
    await page.keyboard.press("Meta+a")
    await expect(node(page, "package.json")).not.toHaveAttribute("data-selected")
    await expectSelected(page, "renovate.json", false)
  })

  test("right-to-left swaps Left and Right", async ({ page }) => {
    await gotoDemo(page, "/tree-view?dir=rtl")
    await expect(page.locator('main [role="tree"]')).toHaveAttribute("dir", "rtl")
    await focusFirst(page)
    await page.keyboard.press("ArrowLeft")
    await expectExpanded(page, "node_modules", true)
    await page.keyboard.press("ArrowRight")
    await expectExpanded(page, "node_modules", false)
  })
})
