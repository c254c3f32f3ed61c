import { demos } from "../../src/demos/registry"
import { expect, gotoDemo, test } from "../fixtures"

// `npm run test:quick`: every route loads and hydrates, shows its widget, and logs no console problem
// (the fixture fails the test on any). The whole check of a route is tests/suites/route.ts, in `npm test`.
for (const path of ["/", ...demos.map((demo) => `/${demo.slug}`)]) {
  test(`${path} loads and hydrates with no console problem`, async ({ page }) => {
    await gotoDemo(page, path)
    const demo = demos.find((entry) => `/${entry.slug}` === path)
    if (demo) {
      await expect(page.locator("main h1")).toHaveText(demo.label)
      await expect(page.locator("main [data-scope][data-part]").first()).toBeAttached()
    }
  })
}
