import { createHash } from "node:crypto"
import { builtHeaders } from "./builtHeaders"
import { components, demos } from "../src/demos/registry"
import { expect, test } from "./fixtures"

// Every page is pre-rendered: with JavaScript off, the HTML alone already shows the shell, the
// widget's root and the toolbar.
test.describe("pre-rendered pages, before any script runs", () => {
  test.use({ javaScriptEnabled: false })

  test("home shows the heading and a link to every component", async ({ page }) => {
    await page.goto("/")
    await expect(page.getByRole("heading", { level: 1, name: "Zag.js + React" })).toBeVisible()
    await expect(page.locator("main.home li a")).toHaveCount(components.length)
    await expect(page).toHaveTitle("Zag.js Gallery")
  })

  // about fifteen pages a group, so each test stays well inside its time limit on a busy machine
  const GROUPS = Math.ceil(demos.length / 15)
  const groups = Array.from({ length: GROUPS }, (_, i) => demos.filter((_, index) => index % GROUPS === i))
  for (const [index, group] of groups.entries()) {
    test(`every demo route holds its widget, nav and toolbar (group ${index + 1} of ${GROUPS})`, async ({ page }) => {
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
          "Docs",
          "Accessibility",
        ])
        await expect(page.locator(`aside.nav nav a[href="/${demo.slug}"]`)).toHaveAttribute("aria-current", "page")
      }
    })
  }

  for (const [index, group] of groups.entries()) {
    test(`every isolation view holds its widget alone (group ${index + 1} of ${GROUPS})`, async ({ page }) => {
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

  test("every inline script and style a page carries is allowed by its hash, and nothing else is inline", async ({
    request,
  }) => {
    const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`
    const directive = (policy: string, name: string) =>
      policy.split("; ").find((part) => part.startsWith(`${name} `)) ?? ""
    const hostFile = await (await request.get("/_headers")).text()
    const demoPaths = demos.flatMap((demo) => [`/${demo.slug}`, `/embed/${demo.slug}`])
    for (const path of ["/", ...demoPaths]) {
      const response = await request.get(path)
      const html = await response.text()
      const policy = response.headers()["content-security-policy"]
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
      const inline = scripts.filter(([, attributes]) => !/\bsrc=/.test(attributes))
      // the theme everywhere, and on a demo page the script that keeps clicks made before hydration
      expect(inline.length, path).toBe(path === "/" ? 1 : 2)
      for (const [, , code] of inline) expect(directive(policy, "script-src"), path).toContain(sha256(code))
      // the page's stylesheets, inlined: each allowed by its hash, on this page only
      // (each beside a disabled link to its file, never fetched: Vite's lazy imports then don't link it again)
      expect(html, path).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled>)/)
      const styles = [...html.matchAll(/<style data-stylesheet="[^"]+">([\s\S]*?)<\/style>/gi)].map(([, css]) =>
        sha256(css),
      )
      expect(styles.length, path).toBeGreaterThan(0)
      expect(directive(policy, "style-src"), path).toBe(["style-src 'self'", ...styles].join(" "))
      expect(html.match(/<style\b/gi)?.length, path).toBe(styles.length)
      // the static host's file gives the page the same policy
      expect(hostFile, path).toContain(`\n${path}\n  ! Content-Security-Policy\n  Content-Security-Policy: ${policy}\n`)
    }
  })

  test("every page's entry script comes after its pre-rendered app, so that it competes less with the first frame", async ({
    request,
  }) => {
    const paths = ["/", "/no-such-demo", ...demos.flatMap((demo) => [`/${demo.slug}`, `/embed/${demo.slug}`])]
    for (const path of paths) {
      const html = await (await request.get(path)).text()
      const entries = [...html.matchAll(/<script type="module"[^>]*\bsrc="[^"]+"[^>]*><\/script>/g)]
      expect(entries.length, path).toBe(1)
      const at = entries[0].index ?? -1
      const marker = html.indexOf('<template id="app-parsed">')
      expect(marker, path).toBeGreaterThan(html.indexOf("</head>"))
      expect(at, path).toBeGreaterThan(marker)
      expect(html.slice(at + entries[0][0].length).trim(), path).toBe("</body>\n</html>")
    }
  })

  test("the settings bar's icons are the page's own symbols: the first frame builds no image", async ({
    page,
    request,
  }) => {
    // an SVG image (a CSS mask's data URL) is a document of its own, built during the first frame's layout
    for (const path of ["/", ...demos.map((demo) => `/${demo.slug}`)]) {
      const html = await (await request.get(path)).text()
      const css = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, text]) => text).join("")
      expect(css.match(/url\([^)]{0,40}/g) ?? [], path).toEqual([])
    }
    await page.goto("/tabs")
    const icons = page.locator(".settings-toolbar .setting .icon")
    await expect(icons).toHaveCount(await page.locator(".settings-toolbar .setting").count())
    for (const icon of await icons.all()) {
      const drawn = await icon.evaluate((svg) => {
        const use = svg.querySelector("use")
        const symbol = use && document.querySelector(use.getAttribute("href") ?? "")
        const box = svg.getBoundingClientRect()
        return { symbol: symbol?.tagName, width: box.width, shape: use?.getBBox().width ?? 0 }
      })
      expect(drawn).toMatchObject({ symbol: "symbol", width: 16 })
      expect(drawn.shape).toBeGreaterThan(0)
    }
  })

  test("the not-found page links its stylesheets, as it answers any path with the policy every path shares", async ({
    request,
  }) => {
    const response = await request.get("/no-such-demo")
    const html = await response.text()
    expect(html).toMatch(/<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"/)
    expect(html).not.toMatch(/<style\b/i)
    expect(response.headers()["content-security-policy"]).toBe(builtHeaders().contentSecurityPolicy)
  })

  test("an unknown path is answered by the not-found page", async ({ page }) => {
    const response = await page.goto("/no-such-demo")
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible()
  })
})
