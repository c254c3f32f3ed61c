import { firstLoadProbe } from "../scripts/bench-probe.mjs"
import { expect, holdRequests, test } from "./fixtures"

type Bench = { widget: number | null; widgetFrame: number | null; hydrated: number | null }
const read = () => (window as unknown as { __bench: Bench }).__bench

// `npm run bench` reads these from its first-load probe; here the probe runs on the build, whose page is held
// pre-rendered (its entry script withheld) and then let go, so each time is checked against what the page did.
test("the bench's probe times the pre-rendered widget at once, and hydration only when the page marks itself live", async ({
  page,
}) => {
  await page.addInitScript(firstLoadProbe)
  const release = await holdRequests(page, /\/assets\/demo-tabs-[\w-]+\.js$/)
  await page.goto("/tabs", { waitUntil: "commit" })
  await expect.poll(() => page.evaluate(read).then((bench) => bench.widgetFrame)).toBe(1)
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated")
  expect((await page.evaluate(read)).hydrated, "no hydration time while the page is not live").toBeNull()

  const releasedAt = await page.evaluate(() => performance.now())
  release()
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "")
  const bench = await page.evaluate(read)
  const markedAt = await page.evaluate(() => performance.now())
  expect(bench.hydrated, "hydrated once the script ran").toBeGreaterThan(releasedAt)
  expect(bench.hydrated).toBeLessThanOrEqual(markedAt)
  expect(bench.widget).toBeLessThan(releasedAt)
})
