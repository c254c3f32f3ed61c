import { execFile } from "node:child_process"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { join, relative } from "node:path"
import { expect, gotoDemo, test } from "./fixtures"
import { exportRoutes } from "./copyAsTestRoutes"
import { inspectorSection, logRows, openInspector } from "./inspector"

type Outcome = { file: string; status: string; error: string }

/**
 * Runs generated spec files with Playwright itself, against the server this run uses (PW_PORT), and
 * returns how each test ended.
 */
function runWithPlaywright(files: string[], output: string): Promise<Outcome[]> {
  const args = ["playwright", "test", ...files.map((f) => relative(process.cwd(), f)), "--project=gallery", "--reporter=json", "--workers=1", `--output=${output}`]
  return new Promise((resolve, reject) =>
    execFile("npx", args, { env: process.env, maxBuffer: 64 * 1024 * 1024, timeout: 120_000 }, (error, stdout) => {
      try {
        type Suite = { file: string; suites?: Suite[]; specs?: Array<{ tests: Array<{ results: Array<{ status: string; errors: Array<{ message?: string }> }> }> }> }
        const report = JSON.parse(stdout) as { suites: Suite[] }
        const outcomes: Outcome[] = []
        const walk = (suite: Suite) => {
          for (const spec of suite.specs ?? [])
            for (const t of spec.tests)
              for (const r of t.results) outcomes.push({ file: suite.file, status: r.status, error: r.errors.map((e) => e.message ?? "").join("\n") })
          suite.suites?.forEach(walk)
        }
        report.suites.forEach(walk)
        resolve(outcomes)
      } catch {
        reject(new Error(`playwright did not report: ${error?.message ?? ""}\n${stdout.slice(0, 2000)}`))
      }
    }),
  )
}

/** The generated test with its final expected state(s) changed: it must fail there. */
function withWrongEndState(code: string) {
  const [steps, end] = code.split("// the end state")
  return `${steps}// the end state${end.replace(/toHaveText\("([^"]*)"\)/g, 'toHaveText("$1-but-not-really")')}`
}

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
      expect(of(generated), `the generated test:\n${code}`).toMatchObject({ status: "passed", error: "" })
      expect(of(wrong)?.status).toBe("failed")
      expect(of(wrong)?.error).toContain("-but-not-really")
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
}
