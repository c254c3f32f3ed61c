import { allFacts } from "../src/demos/allFacts"
import { expect, gotoDemo, test } from "./fixtures"
import { openInspector } from "./inspector"

// A replay link says its replay is approximate exactly on a demo whose facts say it is driven by time
// (`timingDriven` in src/demos/<slug>/demo.ts): the demo route hands that to the Inspector's replay.
const cases = [
  { slug: "toggle", press: "Bold" },
  { slug: "timer-stopwatch", press: "PAUSE" },
]

for (const { slug, press } of cases) {
  const approximate = Boolean(allFacts[slug].timingDriven)
  test(`a replay link of /${slug} ${approximate ? "says" : "doesn't say"} its replay is approximate`, async ({
    page,
  }) => {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"])
    await gotoDemo(page, `/${slug}?tab=inspector`)
    await openInspector(page)
    await page.locator("main").getByRole("button", { name: press, exact: true }).click()
    await page.getByRole("button", { name: "Copy replay link" }).click()
    await expect(page.getByText(/^Copied a replay link of \d+ events?/)).toBeVisible()
    const link = await page.evaluate(() => navigator.clipboard.readText())

    await page.goto("about:blank")
    await gotoDemo(page, link.slice(link.indexOf(`/${slug}`)))
    await expect(page.getByText(/from the link in \d+ ms\.|^Replay diverged/)).toBeVisible()
    await expect(page.getByText(/driven by time/)).toHaveCount(approximate ? 1 : 0)
  })
}

test("the cases above cover both kinds of demo", () => {
  expect(cases.map(({ slug }) => Boolean(allFacts[slug].timingDriven))).toEqual([false, true])
})
