import { demos } from "../src/demos/registry"
import { expect, gotoDemo, openTab, test, visualizer } from "./fixtures"

for (const demo of demos) {
  test(`/${demo.slug} loads its widget, toolbar and visualizer without errors`, async ({ page }) => {
    await gotoDemo(page, `/${demo.slug}`)
    await expect(page).toHaveTitle(new RegExp(`^${escape(demo.label)} · `))
    await expect(page.locator("main h1")).toHaveText(demo.label)
    // the widget: zag parts rendered by the page itself
    await expect(page.locator("main [data-scope][data-part]").first()).toBeAttached()

    const tabs = page.locator(".toolbar nav [role=tab]")
    await expect(tabs).toHaveText(["Controls", "Visualizer"])
    await openTab(page, "Controls")
    await expect(page.locator(".toolbar [data-content][data-active] .controls-container")).toBeVisible()
    await openTab(page, "Visualizer")
    await expect(page.locator(".toolbar [data-content][data-active] .viz").first()).toBeVisible()
    const json = JSON.parse((await visualizer(page).textContent()) ?? "")
    expect(json).toHaveProperty("state")
    expect(json).toHaveProperty("context")
    // the shell carries no zag parts of its own
    await expect(page.locator(".nav [data-scope], .toolbar [data-scope]")).toHaveCount(0)
  })
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
}
