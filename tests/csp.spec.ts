import { builtHeaders } from "./builtHeaders"
import { demos } from "../src/demos/registry"
import { expect, test, withoutStyleHashes } from "./fixtures"

// Every test runs under the preview server's policy and fails on a violation (see fixtures.ts); the
// accessibility suite opens every route and its overlay. These check the policy itself.
test.describe("strict hosting headers", () => {
  test("pages, the not-found page and assets are served with the security headers", async ({ request }) => {
    const { contentSecurityPolicy } = builtHeaders()
    const paths = ["/", `/${demos[0].slug}`, "/no-such-demo", "/favicon.svg"]
    for (const path of paths) {
      const response = await request.get(path)
      const headers = response.headers()
      // a pre-rendered page's policy also allows its own inlined stylesheets (tests/prerender.spec.ts)
      expect(withoutStyleHashes(headers["content-security-policy"]), path).toBe(contentSecurityPolicy)
      expect(headers["x-content-type-options"], path).toBe("nosniff")
      expect(headers["referrer-policy"], path).toBe("no-referrer")
    }
    const hostFile = await request.get("/_headers")
    expect(await hostFile.text()).toContain(`Content-Security-Policy: ${contentSecurityPolicy}`)
  })

  test("the policy blocks inline scripts and styles, and the page reports it", async ({ page, problems }) => {
    const violations: string[] = []
    page.on("console", (msg) => {
      if (msg.text().startsWith("CSP violation")) violations.push(msg.text())
    })
    await page.goto("/")
    const ran = await page.evaluate(() => {
      const script = document.createElement("script")
      script.textContent = "window.__inlineRan = true"
      document.body.append(script)
      const style = document.createElement("style")
      style.textContent = "body { background: red }"
      document.head.append(style)
      // an inline script that is allowed runs as it is appended: by now it has run, or it never will
      return "__inlineRan" in window
    })
    expect(ran).toBe(false)
    await expect.poll(() => violations.length).toBe(2)
    expect(violations.join("\n")).toMatch(/script-src-elem blocked inline[\s\S]*style-src-elem blocked inline/)
    // the two violations are this test's point: take them out of the fixture's list of problems
    const expected = (problem: string) =>
      problem.includes("CSP violation") || problem.includes("Content Security Policy")
    problems.splice(0, problems.length, ...problems.filter((problem) => !expected(problem)))
  })
})
