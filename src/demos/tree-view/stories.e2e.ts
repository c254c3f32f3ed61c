import { expect, gotoDemo, test } from "@tests/fixtures"
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
    await page.keyboard.type("discarded.ts")
    await page.keyboard.press("Escape")
    await expect(file).toHaveText("vite.config.ts")
    await expect(file).toBeFocused()

    // empty: the editor stays open and says why
    await page.keyboard.press("F2")
    await page.keyboard.press("Backspace")
    await page.keyboard.press("Enter")
    await expect(input).toBeFocused()
    await expect(status).toHaveText("A name cannot be empty.")
    await page.keyboard.press("Escape")

    // a sibling's name: refused, the name stays
    await page.keyboard.press("F2")
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
