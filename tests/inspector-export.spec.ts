import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { expect, gotoDemo, test } from "./fixtures"
import { exportRoutes } from "./copyAsTestRoutes"
import { inspectorSection, logRows, openInspector } from "./inspector"
import { runWithPlaywright, withWrongEndState } from "./generatedTests"

test.describe.configure({ timeout: 150_000 })

for (const { route, steps } of exportRoutes) {
  test(`Copy as test makes a Playwright test that passes, and fails on another end state (${route})`, async ({ page }) => {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"])
    await gotoDemo(page, `${route}?tab=inspector`)
    await openInspector(page)
    let rows = 0
    for (const step of steps) {
      await step(page)
      // the panel follows the log every 500 ms: each step is logged before the next
      await expect.poll(() => logRows(inspectorSection(page)).count()).toBeGreaterThan(rows)
      rows = await logRows(inspectorSection(page)).count()
    }
    // a CSS locator and a dispatched click: an open modal widget hides the toolbar from the accessibility tree
    await page.locator(".toolbar .inspector-log-actions button", { hasText: "Copy as test" }).dispatchEvent("click")
    await expect(page.locator(".toolbar .inspector-replay > .inspector-log-status")).toHaveText(/^Copied a Playwright test/)
    const code = await page.evaluate(() => navigator.clipboard.readText())
    expect(code).toContain(`await gotoDemo(page, "${route}?tab=inspector")`)
    // steps done as a person would, on the widget's parts (the checkbox's CHECKED.SET and CONTEXT.SET name
    // no part: they are sent), and the end asserts what a person sees of the widget
    if (route !== "/checkbox") expect(code).toMatch(/await (part\(page, "\[data-scope=|press\(page, )/)
    expect(code).toMatch(/await expect\.poll\(\(\) => seen\(page, "[\w-]+"\)\)\.toBe\("[^"]+"\)/)

    const dir = mkdtempSync(join(import.meta.dirname, "tmp-generated-"))
    try {
      const generated = join(dir, "generated.spec.ts")
      const wrong = join(dir, "wrong-end-state.spec.ts")
      writeFileSync(generated, code.replace(`from "./fixtures"`, `from "../fixtures"`))
      writeFileSync(wrong, withWrongEndState(code).replace(`from "./fixtures"`, `from "../fixtures"`))
      const outcomes = await runWithPlaywright([generated, wrong], join(dir, "results"))
      const of = (file: string) => outcomes.find((o) => file.endsWith(o.file))
      expect(of(generated), `the generated test:\n${code}\n${of(generated)?.error ?? ""}`).toMatchObject({ status: "passed", error: "" })
      expect(of(wrong)?.status).toBe("failed")
      expect(of(wrong)?.error).toContain("-but-not-really")
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
}
