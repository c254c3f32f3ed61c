import { expect, gotoDemo, stopClock, test } from "@tests/fixtures"
import { TreeViewModel } from "@tests/models/tree-view.model"

test.describe("tree-view stories", () => {
  test("rename: F2 edits a file's name; Enter commits, Escape cancels; empty and duplicate names are refused", async ({
    page,
  }) => {
    const treeView = new TreeViewModel(page)
    const status = page.locator("main .tree-view-message")
    await gotoDemo(page, "/tree-view/rename")
    const file = treeView.node("panda.config")
    const input = treeView.renameInput("panda.config")

    await file.click()
    await page.keyboard.press("F2")
    await expect(input).toBeFocused()
    await expect(input).toHaveValue("panda.config.ts")
    await page.keyboard.type("vite.config.ts")
    await page.keyboard.press("Enter")
    await expect(input).toBeHidden()
    await expect(file).toHaveText("vite.config.ts")
    await expect(file).toBeFocused()

    await page.keyboard.press("F2")
    // the editor takes the keys once it has the focus, as a person sees it open
    await expect(input).toBeFocused()
    await page.keyboard.type("discarded.ts")
    await page.keyboard.press("Escape")
    await expect(file).toHaveText("vite.config.ts")
    await expect(file).toBeFocused()

    // empty: the editor stays open and says why
    await page.keyboard.press("F2")
    // the editor takes the keys once it has the focus, as a person sees it open
    await expect(input).toBeFocused()
    await page.keyboard.press("Backspace")
    await page.keyboard.press("Enter")
    await expect(input).toBeFocused()
    await expect(status).toHaveText("A name cannot be empty.")
    await page.keyboard.press("Escape")

    // a sibling's name: refused, the name stays
    await page.keyboard.press("F2")
    // the editor takes the keys once it has the focus, as a person sees it open
    await expect(input).toBeFocused()
    await page.keyboard.type("package.json")
    await page.keyboard.press("Enter")
    await expect(file).toHaveText("vite.config.ts")
    await expect(status).toHaveText("“package.json” is already in this folder: the name is unchanged.")

    // folders keep their names
    await treeView.node("src").click()
    await page.keyboard.press("F2")
    await expect(page.locator("main [data-part='node-rename-input']:visible")).toHaveCount(0)

    await treeView.button("Expand All").click()
    await treeView.expectExpanded("node_modules/@types", true)
    await treeView.button("Collapse All").click()
    await treeView.expectExpanded("node_modules", false)
  })

  test("filtering: a search keeps matches and their folders, opened; clearing restores", async ({ page }) => {
    const treeView = new TreeViewModel(page)
    await gotoDemo(page, "/tree-view/filtering")
    const search = page.getByRole("searchbox", { name: "Search files" })
    await expect(treeView.visibleNames).toHaveText([
      "node_modules",
      "src",
      "panda.config.ts",
      "package.json",
      "renovate.json",
      "README.md",
    ])

    await search.fill("react")
    await expect(treeView.visibleNames).toHaveText(["node_modules", "@types", "react", "react-dom"])
    await search.fill("JSON")
    await expect(treeView.visibleNames).toHaveText(["package.json", "renovate.json"])
    await search.fill("nothing-here")
    await expect(treeView.visibleNames).toHaveCount(0)
    await expect(page.getByRole("status").filter({ hasText: "Nothing matches" })).toBeVisible()

    await search.fill("")
    await expect(treeView.visibleNames).toHaveText([
      "node_modules",
      "src",
      "panda.config.ts",
      "package.json",
      "renovate.json",
      "README.md",
    ])
    await treeView.expectExpanded("node_modules", false)
  })
})

test.describe("tree-view stories: checkbox and links", () => {
  test("checkbox: folders are checked, mixed or unchecked by what they hold; the checked values print", async ({
    page,
  }) => {
    const treeView = new TreeViewModel(page)
    const box = (name: string) => page.getByRole("checkbox", { name: `Check ${name}` })
    const printed = page.getByTestId("checked-value")
    await gotoDemo(page, "/tree-view/checkbox")
    await expect(printed).toHaveText("[]")

    await box("src").click()
    await expect(box("src")).toHaveAttribute("aria-checked", "true")
    await expect(printed).toContainText('"src/app.tsx"')
    await expect(printed).toContainText('"src/index.ts"')

    await treeView.node("src").click()
    await treeView.expectExpanded("src", true)
    await box("app.tsx").click()
    await expect(box("src")).toHaveAttribute("aria-checked", "mixed")
    await expect(box("src")).toHaveAttribute("data-state", "indeterminate")
    await expect(printed).not.toContainText('"src/app.tsx"')

    // Space on a focused node checks it
    await treeView.node("src/app.tsx").focus()
    await page.keyboard.press("Space")
    await expect(box("src")).toHaveAttribute("aria-checked", "true")
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Space")
    await expect(box("index.ts")).toHaveAttribute("aria-checked", "false")
    await expect(box("src")).toHaveAttribute("aria-checked", "mixed")
  })

  test("links: leaves are links to in-app paths; external ones open in a new tab", async ({ page }) => {
    const treeView = new TreeViewModel(page)
    await gotoDemo(page, "/tree-view/links")
    await expect(page.locator("main h3")).toHaveText("Docs")
    await treeView.node("documentation").click()
    await treeView.node("components").click()
    const dialog = page.getByRole("treeitem", { name: "Dialog" })
    await expect(dialog).toHaveAttribute("href", "#docs/components/dialog")
    await dialog.click()
    await expect(page).toHaveURL(/\/tree-view\/links#docs\/components\/dialog$/)

    // by keyboard: Enter follows the focused link
    await page.keyboard.press("ArrowUp")
    await expect(treeView.node("accordion")).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/#docs\/components\/accordion$/)

    await treeView.node("external-links").click()
    const github = page.getByRole("treeitem", { name: /GitHub Repository/ })
    await expect(github).toHaveAttribute("target", "_blank")
    await expect(github).toHaveAttribute("rel", "noopener noreferrer")
    await expect(github).toContainText("(external, opens in a new tab)")
    await expect(page.getByRole("treeitem", { name: /NPM Package/ })).toHaveAttribute("target", "_blank")
    await expect(page.getByRole("treeitem", { name: "Installation" })).not.toHaveAttribute("target", /.*/)
  })
})

test.describe("tree-view stories: async", () => {
  test("async: a folder shows ... while its children load, about 1.2 s, then opens", async ({ page }) => {
    const treeView = new TreeViewModel(page)
    await page.clock.install()
    await gotoDemo(page, "/tree-view/async")
    await stopClock(page, 1000)
    const loading = (id: string) => treeView.node(id).getByText("...")

    await treeView.node("src").click()
    await expect(loading("src")).toBeVisible()
    await expect(treeView.visibleNames).not.toContainText(["app.tsx"])
    await page.clock.runFor(1000)
    await expect(loading("src")).toBeVisible()
    await page.clock.runFor(300)
    await expect(loading("src")).toHaveCount(0)
    await treeView.expectExpanded("src", true)
    await expect(page.getByText("app.tsx")).toBeVisible()

    await treeView.button("Expand node_modules").click()
    await expect(loading("node_modules")).toBeVisible()
    await page.clock.runFor(1300)
    await treeView.expectExpanded("node_modules", true)
    await expect(page.getByText("zag-js")).toBeVisible()
    await treeView.button("Collapse node_modules").click()
    await treeView.expectExpanded("node_modules", false)

    await treeView.button("Collapse All").click()
    await treeView.expectExpanded("src", false)
    // loaded folders open at once; @types, never loaded, loads first
    await treeView.button("Expand All").click()
    await treeView.expectExpanded("node_modules", true)
    await treeView.expectExpanded("src", true)
    await expect(loading("node_modules/@types")).toBeVisible()
    await page.clock.runFor(1300)
    await treeView.expectExpanded("node_modules/@types", true)
    await expect(page.getByText("react-dom")).toBeVisible()
  })
})

test.describe("tree-view stories: in a dialog", () => {
  test("in-dialog: a draft of checked categories; Ok applies, Cancel and Escape discard", async ({ page }) => {
    await gotoDemo(page, "/tree-view/in-dialog")
    const open = page.getByRole("button", { name: "Select categories" })
    const dialog = page.getByRole("dialog", { name: "Categories" })
    const applied = page.getByTestId("applied")
    const selectAll = dialog.getByRole("checkbox", { name: "Select All" })
    const box = (name: string) => dialog.getByRole("checkbox", { name, exact: true })
    await expect(applied).toHaveText("Applied: none")

    await open.click()
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole("searchbox", { name: "Search categories" })).toBeFocused()
    await expect(dialog.getByText("0 categories selected")).toBeVisible()
    for (const name of ["Furniture (5)", "Decor (5)", "Lighting (3)", "Storage (3)"])
      await expect(box(name)).toBeVisible()

    await box("Lighting (3)").click()
    await expect(dialog.getByText("3 categories selected")).toBeVisible()
    await expect(selectAll).toHaveJSProperty("indeterminate", true)
    await box("Chairs").click()
    await expect(box("Furniture (5)")).toHaveAttribute("aria-checked", "mixed")
    await dialog.getByRole("button", { name: "Ok" }).click()
    await expect(dialog).toBeHidden()
    await expect(open).toBeFocused()
    await expect(applied).toHaveText("Applied: Chairs, Lamps, Pendants, Sconces")

    // Cancel and Escape drop the edits
    await open.click()
    await expect(dialog.getByText("4 categories selected")).toBeVisible()
    await selectAll.check()
    await expect(dialog.getByText("16 categories selected")).toBeVisible()
    await dialog.getByRole("button", { name: "Cancel" }).click()
    await expect(applied).toHaveText("Applied: Chairs, Lamps, Pendants, Sconces")
    await open.click()
    await expect(dialog.getByText("4 categories selected")).toBeVisible()
    await box("Storage (3)").click()
    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    await expect(applied).toHaveText("Applied: Chairs, Lamps, Pendants, Sconces")

    // the search narrows the tree; Select All toggles everything off when all are on
    await open.click()
    await page.keyboard.type("lamp")
    await expect(box("Lamps")).toBeVisible()
    await expect(box("Chairs")).toBeHidden()
    await dialog.getByRole("searchbox", { name: "Search categories" }).fill("")
    await selectAll.check()
    await selectAll.uncheck()
    await expect(dialog.getByText("0 categories selected")).toBeVisible()
    await dialog.getByRole("button", { name: "Ok" }).click()
    await expect(applied).toHaveText("Applied: none")
  })
})

test.describe("tree-view stories: virtualized", () => {
  test("virtualized: 50 folders of 20 files, only the rows in view rendered; keys scroll to the focused row", async ({
    page,
  }) => {
    const treeView = new TreeViewModel(page)
    const heading = page.locator("main h3")
    await gotoDemo(page, "/tree-view/virtualized")
    await expect(heading).toHaveText("Virtualized Tree (50 visible nodes)")

    await treeView.button("Expand All").click()
    await expect(heading).toHaveText("Virtualized Tree (1050 visible nodes)")
    const rendered = await page.locator("main [role=treeitem]").count()
    expect(rendered).toBeLessThan(60)

    // a click also closes Folder 1 (openOnClick)
    await treeView.node("folder-1").click()
    await expect(treeView.node("folder-1")).toBeFocused()
    await treeView.expectExpanded("folder-1", false)
    await page.keyboard.press("End")
    await expect(treeView.node("folder-50/file-20")).toBeFocused()
    await expect(treeView.node("folder-50/file-20")).toBeInViewport()
    await page.keyboard.press("Home")
    await expect(treeView.node("folder-1")).toBeFocused()
    const focusedRow = page.locator("main [role=tree] :focus")
    for (let i = 0; i < 25; i++) {
      // a person sees the focus move before pressing again
      const before = await focusedRow.getAttribute("data-value")
      await page.keyboard.press("ArrowDown")
      await expect(focusedRow).not.toHaveAttribute("data-value", before ?? "")
    }
    // past Folder 2's 20 files, below the fold: the row is scrolled in and focused
    await expect(treeView.node("folder-3/file-3")).toBeFocused()
    await expect(treeView.node("folder-3/file-3")).toBeInViewport()

    await treeView.button("Collapse All").click()
    await expect(heading).toHaveText("Virtualized Tree (50 visible nodes)")

    await page.getByTestId("selectionMode").selectOption("multiple")
    const rows = page.locator("main [role=treeitem]")
    await treeView.button("Select All").click()
    await expect(rows.first()).toHaveAttribute("aria-selected", "true")
    await expect(rows.last()).toHaveAttribute("aria-selected", "true")
    await treeView.button("Deselect All").click()
    await expect(rows.first()).toHaveAttribute("aria-selected", "false")
  })
})
