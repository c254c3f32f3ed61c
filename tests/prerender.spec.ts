import { demos } from "../src/demos/registry"
import { expect, test } from "./fixtures"

// Every page is pre-rendered: with JavaScript off, the HTML alone already shows the shell, the
// widget's root and the toolbar.
test.describe("pre-rendered pages, before any script runs", () => {
  test.use({ javaScriptEnabled: false })

  test("home shows the heading and a link to every demo", async ({ page }) => {
    await page.goto("/")
    await expect(page.getByRole("heading", { level: 1, name: "Zag.js + React" })).toBeVisible()
    await expect(page.locator("main.home li a")).toHaveCount(demos.length)
    await expect(page).toHaveTitle("Zag.js Gallery")
  })

  // in four groups, so each test stays well inside its time limit on a busy machine
  const groups = Array.from({ length: 4 }, (_, i) => demos.filter((_, index) => index % 4 === i))
  for (const [index, group] of groups.entries()) {
    test(`every demo route holds its widget, nav and toolbar (group ${index + 1} of 4)`, async ({ page }) => {
      for (const demo of group) {
        await page.goto(`/${demo.slug}`)
        await expect(page.locator("main [data-scope]").first(), `/${demo.slug}`).toBeAttached()
        // visible, not just present: a page outlined into a hidden segment would need a script to show
        await expect(page.locator("main h1"), `/${demo.slug}`).toBeVisible()
        await expect(page.locator("main h1")).toHaveText(demo.label)
        await expect(page.locator(".toolbar")).toBeVisible()
        await expect(page).toHaveTitle(`${demo.label} · Zag.js Gallery`)
        await expect(page.locator(".toolbar [role=tab]")).toHaveText([
          "Controls",
          "Visualizer",
          "Inspector",
          "Code",
          "Accessibility",
        ])
        await expect(page.locator(`nav a[href="/${demo.slug}"]`)).toHaveAttribute("aria-current", "page")
      }
    })
  }

  test("no page carries an inline script", async ({ request }) => {
    for (const path of ["/", ...demos.map((demo) => `/${demo.slug}`)]) {
      const html = await (await request.get(path)).text()
      // any <script> element without a src, whatever its other attributes (type="module", nonce, ...)
      const inline = [...html.matchAll(/<script\b([^>]*)>/gi)].filter(([, attributes]) => !/\ssrc\s*=/i.test(attributes))
      expect(inline.map(([tag]) => tag), path).toEqual([])
    }
  })

  test("an unknown path is answered by the not-found page", async ({ page }) => {
    const response = await page.goto("/no-such-demo")
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible()
  })
})
