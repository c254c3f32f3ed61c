import { demos } from "../src/demos/registry"
import { expect, expectNoViolations, gotoDemo, settle, test } from "./fixtures"
import { chromiumRouteTests, NEEDS_FULL_CHROMIUM } from "./suites/chromiumRoutes"

// Every route in Chromium's headless shell (tests/routes-full-chromium.spec.ts: those that need the
// browser layer): tests/suites/route.ts, the same check as tests/firefox/routes.spec.ts.
// SEED=n ACTIONS=n replay a seed's random actions (npm run test:random runs more seeds).
chromiumRouteTests(
  demos.filter((demo) => !NEEDS_FULL_CHROMIUM.has(demo.slug)),
  "tests/routes.spec.ts",
)

for (const { path, name } of [
  { path: "/", name: "home" },
  { path: "/no-such-demo", name: "the not-found page" },
]) {
  test(`${name} has no axe violations in light and dark`, async ({ page }) => {
    await gotoDemo(page, path, "light")
    await expectNoViolations(page, "light")
    await page.emulateMedia({ colorScheme: "dark" })
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark")
    await settle(page)
    await expectNoViolations(page, "dark")
  })
}
