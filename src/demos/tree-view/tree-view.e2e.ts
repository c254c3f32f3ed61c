import { expect, gotoDemo, openTab, stopClock, test, visualizer } from "@tests/fixtures"
import { TreeViewModel } from "@tests/models/tree-view.model"

const TOP_LEVEL = ["node_modules", "src", "panda.config.ts", "package.json", "renovate.json", "README.md"]

test.describe("tree view", () => {
  test("shows My Documents, the sample tree, and expands / collapses everything", async ({ page }) => {
    const tree = new TreeViewModel(page)
    await gotoDemo(page, "/tree-view")
    await expect(page.locator("main h3")).toHaveText("My Documents")
    await expect(page.getByRole("tree", { name: "My Documents" })).toBeVisible()
    await expect(tree.visibleNames).toHaveText(TOP_LEVEL)
    await expect(tree.button("Select All")).toHaveCount(0)
    await expect(tree.button("Deselect All")).toHaveCount(0)

    await page.getByRole("button", { name: "Expand All" }).click()
    await expect(tree.visibleNames).toHaveText([
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
    await expect(tree.visibleNames).toHaveText(TOP_LEVEL)
    await expect(visualizer(page)).toContainText('"expandedValue": []')
  })

  test("arrows move focus; Left/Right open, close and walk branches; Home/End", async ({ page }) => {
    const tree = new TreeViewModel(page)
    await gotoDemo(page, "/tree-view")
    await tree.focusFirst()
    await page.keyboard.press("ArrowDown")
    await expect(tree.node("src")).toBeFocused()

    // Right on a collapsed branch expands it; again moves to its first child
    await page.keyboard.press("ArrowRight")
    await tree.expectExpanded("src", true)
    await expect(tree.node("src")).toBeFocused()
    await page.keyboard.press("ArrowRight")
    await expect(tree.node("src/app.tsx")).toBeFocused()
    // Left on a child focuses its parent; Left on an expanded branch collapses it
    await page.keyboard.press("ArrowLeft")
    await expect(tree.node("src")).toBeFocused()
    await page.keyboard.press("ArrowLeft")
    await tree.expectExpanded("src", false)
    await expect(tree.node("src")).toBeFocused()

    // nested: Left on a collapsed nested branch focuses its parent branch
    await page.keyboard.press("ArrowUp")
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("ArrowRight") // zag-js
    await page.keyboard.press("End") // last visible node
    await expect(tree.node("readme.md")).toBeFocused()
    await page.keyboard.press("Home")
    await expect(tree.node("node_modules")).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("ArrowDown")
    await expect(tree.node("node_modules/@types")).toBeFocused()
    await page.keyboard.press("ArrowLeft")
    await expect(tree.node("node_modules")).toBeFocused()
    await tree.expectExpanded("node_modules", true)
  })

  test("ArrowUp on the first node wraps to the last, ArrowDown on the last to the first", async ({ page }) => {
    const tree = new TreeViewModel(page)
    await gotoDemo(page, "/tree-view")
    await tree.focusFirst()
    await page.keyboard.press("ArrowUp")
    await expect(tree.node("readme.md")).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await expect(tree.node("node_modules")).toBeFocused()
    // also from the last node when branches are open
    await page.getByRole("button", { name: "Expand All" }).click()
    await tree.node("readme.md").focus()
    await page.keyboard.press("ArrowDown")
    await expect(tree.node("node_modules")).toBeFocused()
  })

  test("* expands the sibling branches; Enter and Space activate", async ({ page }) => {
    const tree = new TreeViewModel(page)
    await page.clock.install()
    await gotoDemo(page, "/tree-view")
    // stop the clock so the 350 ms typeahead window only ends when the test says so
    await stopClock(page, 60_000)
    await tree.focusFirst()
    await page.keyboard.press("*")
    await tree.expectExpanded("node_modules", true)
    await tree.expectExpanded("src", true)
    await tree.expectExpanded("node_modules/@types", false) // only siblings, not descendants

    // Enter on a leaf selects it; Space on another moves the single selection
    await tree.node("src/index.ts").focus()
    await page.keyboard.press("Enter")
    await tree.expectSelected("src/index.ts", true)
    await page.keyboard.press("ArrowDown")
    await page.clock.runFor(1000)
    await page.keyboard.press(" ")
    await tree.expectSelected("panda.config", true)
    await tree.expectSelected("src/index.ts", false)

    // Enter on a branch selects and toggles it (expand on click)
    await tree.node("src").focus()
    await page.keyboard.press("Enter")
    await tree.expectSelected("src", true)
    await tree.expectExpanded("src", false)
  })

  test("typeahead focuses the next match; Space joins the search while typing", async ({ page }) => {
    const tree = new TreeViewModel(page)
    await page.clock.install()
    await gotoDemo(page, "/tree-view")
    // stop the clock so the 350 ms typeahead window only ends when the test says so
    await stopClock(page, 60_000)
    await tree.focusFirst()
    await page.keyboard.press("r")
    await expect(tree.node("renovate.json")).toBeFocused()
    await page.keyboard.press("r") // the same letter again moves to the next match
    await expect(tree.node("readme.md")).toBeFocused()
    await page.clock.runFor(1000)
    await page.keyboard.press("p")
    await expect(tree.node("panda.config")).toBeFocused()
    // still typing: Space is part of the search, not an activation
    await page.keyboard.press(" ")
    await tree.expectSelected("panda.config", false)
  })

  test("a plain a joins the search like other letters", async ({ page }) => {
    const tree = new TreeViewModel(page)
    await page.clock.install()
    await gotoDemo(page, "/tree-view")
    await stopClock(page, 60_000)
    await tree.focusFirst()
    await page.keyboard.press("p")
    await expect(tree.node("panda.config")).toBeFocused()
    await page.keyboard.press("a")
    await expect(tree.node("panda.config")).toBeFocused()
    await page.keyboard.press("c")
    await expect(tree.node("package.json")).toBeFocused()
  })

  test("fixSpaceAfterTypeahead: once the typeahead pause is over, Space activates", async ({ page }) => {
    const tree = new TreeViewModel(page)
    await page.clock.install()
    await gotoDemo(page, "/tree-view")
    await stopClock(page, 60_000)
    await tree.focusFirst()
    await page.keyboard.press("r")
    await expect(tree.node("renovate.json")).toBeFocused()
    await page.clock.runFor(1000)
    await page.keyboard.press(" ")
    await tree.expectSelected("renovate.json", true)
  })

  test("fixTypeaheadOption: with typeahead off letters do nothing, Space still activates", async ({ page }) => {
    const tree = new TreeViewModel(page)
    await gotoDemo(page, "/tree-view?typeahead=false")
    await tree.focusFirst()
    await page.keyboard.press("r")
    await page.keyboard.press("s")
    await expect(tree.node("node_modules")).toBeFocused()
    await page.keyboard.press(" ")
    await tree.expectSelected("node_modules", true)
  })

  test("pointer: click selects, branches toggle on click or only via their trigger", async ({ page }) => {
    const tree = new TreeViewModel(page)
    await gotoDemo(page, "/tree-view")
    await tree.node("src").click()
    await tree.expectSelected("src", true)
    await tree.expectExpanded("src", true)
    await tree.node("src/app.tsx").click()
    await tree.expectSelected("src/app.tsx", true)
    await tree.expectSelected("src", false) // single mode keeps only the last

    // the chevron only toggles
    await tree.branchTrigger("node_modules").click()
    await tree.expectExpanded("node_modules", true)
    await tree.expectSelected("node_modules", false)
    await tree.expectSelected("src/app.tsx", true)

    // with openOnClick off a click selects without toggling
    await page.getByTestId("openOnClick").uncheck()
    await tree.node("src").click()
    await tree.expectSelected("src", true)
    await tree.expectExpanded("src", true)
    // modifier clicks do not multi-select in single mode
    await tree.node("readme.md").click({ modifiers: ["ControlOrMeta"] })
    await tree.expectSelected("readme.md", true)
    await tree.expectSelected("src", false)
  })

  test("multiple mode: Ctrl/Meta and Shift clicks, Shift+arrows, Shift+Home/End, Meta+A, Select/Deselect All", async ({
    page,
  }) => {
    const tree = new TreeViewModel(page)
    await gotoDemo(page, "/tree-view?selectionMode=multiple")
    await tree.node("panda.config").click()
    await tree.node("renovate.json").click({ modifiers: ["ControlOrMeta"] })
    await tree.expectSelected("panda.config", true)
    await tree.expectSelected("renovate.json", true)
    await tree.node("panda.config").click({ modifiers: ["ControlOrMeta"] }) // toggles off
    await tree.expectSelected("panda.config", false)
    await tree.expectSelected("renovate.json", true)

    await tree.node("src").click({ modifiers: ["Shift"] }) // range src..renovate.json
    for (const id of ["src", "panda.config", "package.json", "renovate.json"]) await tree.expectSelected(id, true)
    await tree.expectSelected("node_modules", false)

    // plain click resets; Shift+ArrowDown extends
    await tree.node("panda.config").click()
    await tree.expectSelected("renovate.json", false)
    await page.keyboard.press("Shift+ArrowDown")
    await expect(tree.node("package.json")).toBeFocused()
    await tree.expectSelected("panda.config", true)
    await tree.expectSelected("package.json", true)
    await page.keyboard.press("Shift+End")
    for (const id of ["package.json", "renovate.json", "readme.md"]) await tree.expectSelected(id, true)
    await page.keyboard.press("Shift+Home")
    for (const id of ["node_modules", "src", "panda.config"]) await tree.expectSelected(id, true)

    await tree.button("Deselect All").click()
    for (const id of ["node_modules", "src", "readme.md"]) await tree.expectSelected(id, false)
    await tree.node("src").focus()
    await page.keyboard.press("Meta+a")
    for (const id of ["node_modules", "src", "panda.config", "package.json", "renovate.json", "readme.md"]) {
      await tree.expectSelected(id, true)
    }
    await tree.button("Deselect All").click()
    await tree.button("Select All").click()
    await tree.expectSelected("readme.md", true)
    await openTab(page, "Visualizer")
    await expect(visualizer(page)).toContainText('"selectionMode": "multiple"')
    await expect(visualizer(page)).toContainText('"readme.md"')
  })

  test("Meta+A does nothing in single mode", async ({ page }) => {
    const tree = new TreeViewModel(page)
    await gotoDemo(page, "/tree-view")
    await tree.focusFirst()
    await page.keyboard.press("Meta+a")
    await tree.expectSelected("src", false)
    await tree.expectSelected("readme.md", false)
  })

  test("disabled nodes ignore clicks and are skipped by the arrows", async ({ page }) => {
    const tree = new TreeViewModel(page)
    await gotoDemo(page, "/tree-view?disabledNode=src")
    await expect(tree.treeitem("src")).toHaveAttribute("aria-disabled", "true")
    // force: Playwright would otherwise wait for the aria-disabled node to become enabled
    await tree.node("src").click({ force: true })
    await tree.expectExpanded("src", false)
    await expect(tree.node("src")).not.toHaveAttribute("data-selected")
    await tree.branchTrigger("src").click({ force: true })
    await tree.expectExpanded("src", false)
    await tree.focusFirst()
    await page.keyboard.press("ArrowDown")
    await expect(tree.node("panda.config")).toBeFocused()
    await page.keyboard.press("ArrowUp")
    await expect(tree.node("node_modules")).toBeFocused()

    await gotoDemo(page, "/tree-view?disabledNode=package.json&selectionMode=multiple")
    await tree.node("package.json").click({ force: true })
    await expect(tree.node("package.json")).not.toHaveAttribute("data-selected")
    await tree.button("Select All").click()
    await tree.expectSelected("renovate.json", true)
    await expect(tree.node("package.json")).not.toHaveAttribute("data-selected")
  })

  test("fixDisabledNodeKeys: Enter, Space, Right, * and Meta+A do nothing on a disabled node", async ({ page }) => {
    const tree = new TreeViewModel(page)
    await gotoDemo(page, "/tree-view?disabledNode=src")
    await tree.node("src").focus()
    for (const key of ["Enter", " ", "ArrowRight", "*"]) await page.keyboard.press(key)
    await tree.expectExpanded("src", false)
    await expect(tree.node("src")).not.toHaveAttribute("data-selected")
    await tree.expectExpanded("node_modules", false)

    await gotoDemo(page, "/tree-view?disabledNode=package.json&selectionMode=multiple")
    await tree.node("package.json").focus()
    await page.keyboard.press("Enter")
    await page.keyboard.press("Meta+a")
    await expect(tree.node("package.json")).not.toHaveAttribute("data-selected")
    await tree.expectSelected("renovate.json", false)
  })

  test("right-to-left swaps Left and Right", async ({ page }) => {
    const tree = new TreeViewModel(page)
    await gotoDemo(page, "/tree-view?dir=rtl")
    await expect(tree.tree).toHaveAttribute("dir", "rtl")
    await tree.focusFirst()
    await page.keyboard.press("ArrowLeft")
    await tree.expectExpanded("node_modules", true)
    await page.keyboard.press("ArrowRight")
    await tree.expectExpanded("node_modules", false)
  })
})
