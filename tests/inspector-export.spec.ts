import { mkdirSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { expect, gotoDemo, test } from "./fixtures"
import { exportRoutes } from "./copyAsTestRoutes"
import { logCaughtUp, openInspector } from "./inspector"
import { runWithPlaywright, withWrongEndState } from "./generatedTests"

// Each route's copied test is written to a folder of this worker's; the last test runs them all in one
// nested Playwright run (starting Playwright once per route would cost more than the tests themselves)
test.describe.configure({ mode: "serial", timeout: 150_000 })

const dir = join(import.meta.dirname, `tmp-generated-${process.pid}`)
const written: Array<{ route: string; code: string; generated: string; wrong: string }> = []

test.beforeAll(() => {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
})
test.afterAll(() => rmSync(dir, { recursive: true, force: true }))

for (const { route, steps } of exportRoutes) {
  test(`Copy as test makes a Playwright test of what was done (${route})`, async ({ page }) => {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"])
    await gotoDemo(page, `${route}?tab=inspector`)
    await openInspector(page)
    let rows = 0
    for (const step of steps) {
      await step(page)
      // each step is logged, and shown, before the next
      rows = await logCaughtUp(page, rows + 1)
    }
    // clicked as a person does, an open modal widget too (src/workbench/besideModal.ts)
    await page.getByRole("complementary", { name: "Workbench" }).getByRole("button", { name: "Copy as test" }).click()
    await expect(page.locator(".toolbar .inspector-replay > .inspector-log-status")).toHaveText(
      /^Copied a Playwright test/,
    )
    const code = await page.evaluate(() => navigator.clipboard.readText())
    expect(code).toContain(`await gotoDemo(page, "${route}?tab=inspector")`)
    // steps done as a person would, on the widget's parts (the checkbox's CHECKED.SET and CONTEXT.SET name
    // no part: they are sent), and the end asserts what a person sees of the widget
    if (route !== "/checkbox") expect(code).toMatch(/await (part\(page, "\[data-scope=|press\(page, )/)
    expect(code).toMatch(/await expect\.poll\(\(\) => seen\(page, "[\w-]+"\)\)\.toBe\("[^"]+"\)/)

    const name = route.slice(1)
    const generated = join(dir, `${name}.spec.ts`)
    const wrong = join(dir, `${name}.wrong-end-state.spec.ts`)
    writeFileSync(generated, code.replace(`from "./fixtures"`, `from "../fixtures"`))
    writeFileSync(wrong, withWrongEndState(code).replace(`from "./fixtures"`, `from "../fixtures"`))
    written.push({ route, code, generated, wrong })
  })
}

test("every copied test passes, and fails when its end state is another", async () => {
  test.setTimeout(300_000)
  expect(written.map(({ route }) => route)).toEqual(exportRoutes.map(({ route }) => route))
  const outcomes = await runWithPlaywright(
    written.flatMap(({ generated, wrong }) => [generated, wrong]),
    join(dir, "results"),
  )
  const of = (file: string) => outcomes.find((outcome) => file.endsWith(outcome.file))
  for (const { route, code, generated, wrong } of written) {
    expect(of(generated), `${route}, the generated test:\n${code}\n${of(generated)?.error ?? ""}`).toMatchObject({
      status: "passed",
      error: "",
    })
    expect(of(wrong)?.status, `${route} with another end state`).toBe("failed")
    expect(of(wrong)?.error, route).toContain("-but-not-really")
  }
})
