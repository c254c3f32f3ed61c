import { demos } from "../src/demos/registry"
import { playwrightDriver } from "./engine/driver"
import { expectNoViolations, gotoDemo, settle, test, expect } from "./fixtures"
import { checkRoute, randomUse, routeTimeout, routeTitle } from "./suites/route"

// Every route in Chromium: tests/suites/route.ts (the same check as tests/firefox/routes.spec.ts).
// SEED=n ACTIONS=n replay a seed's random actions (npm run test:random runs more seeds).
for (let seed = randomUse.seed; seed < randomUse.seed + randomUse.seeds; seed++) {
  for (const demo of demos) {
    test(routeTitle(demo, seed), async ({ page, problems }) => {
      test.setTimeout(routeTimeout(randomUse.actions))
      await checkRoute(playwrightDriver(page), demo, problems, {
        seed,
        actions: randomUse.actions,
        replay: `chromium, seed ${seed} (replay: SEED=${seed} ACTIONS=${randomUse.actions} npx playwright test tests/routes.spec.ts -g "/${demo.slug} ")`,
      })
    })
  }
}

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
