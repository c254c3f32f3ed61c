import { createHash } from "node:crypto"
import { contentSecurityPolicy } from "../hosting/security-headers.mjs"
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

  for (const [index, group] of groups.entries()) {
    test(`every isolation view holds its widget alone (group ${index + 1} of 4)`, async ({ page }) => {
      for (const demo of group) {
        await page.goto(`/embed/${demo.slug}`)
        await expect(page.locator("main [data-scope]").first(), `/embed/${demo.slug}`).toBeAttached()
        await expect(page.locator("main h1")).toHaveText(demo.label)
        await expect(page).toHaveTitle(`${demo.label} · Zag.js Gallery`)
        await expect(page.locator(".page")).toHaveAttribute("data-chrome", "none")
        await expect(page.locator(".nav")).toHaveCount(0)
        await expect(page.locator(".toolbar")).toBeHidden()
      }
    })
  }

  test("every inline script a page carries is allowed by its hash, and nothing else is inline", async ({ request }) => {
    const policy = contentSecurityPolicy.split("; ").find((directive) => directive.startsWith("script-src "))
    const demoPaths = demos.flatMap((demo) => [`/${demo.slug}`, `/embed/${demo.slug}`])
    for (const path of ["/", ...demoPaths]) {
      const html = await (await request.get(path)).text()
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
      const inline = scripts.filter(([, attributes]) => !/\bsrc=/.test(attributes))
      // the theme everywhere, and on a demo page the script that keeps clicks made before hydration
      expect(inline.length, path).toBe(path === "/" ? 1 : 2)
      for (const [, , code] of inline)
        expect(policy, path).toContain(`'sha256-${createHash("sha256").update(code).digest("base64")}'`)
      expect(html, path).not.toMatch(/<style\b/i)
    }
  })

  test("an unknown path is answered by the not-found page", async ({ page }) => {
    const response = await page.goto("/no-such-demo")
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible()
  })
})
