import { demos } from "../../src/demos/registry"
import { checkRoutes, randomUse, routeGroups, routeTimeout, routeTitle } from "../suites/route"
import { test } from "./fixtures"

// Every route in Firefox: tests/suites/route.ts (the same check as tests/routes.spec.ts), a component's
// stories in one page. SEED=n ACTIONS=n replay a seed's random actions.
for (let seed = randomUse.seed; seed < randomUse.seed + randomUse.seeds; seed++) {
  for (const group of routeGroups(demos)) {
    test(routeTitle(group, seed), async ({ driver, problems }) => {
      test.setTimeout(routeTimeout(randomUse.actions, group.length))
      await checkRoutes(driver, group, problems, {
        seed,
        actions: randomUse.actions,
        replay: (demo) =>
          `firefox, seed ${seed} (replay: SEED=${seed} ACTIONS=${randomUse.actions} npx playwright test --project=firefox tests/firefox/routes.spec.ts -g "/${demo.slug} ")`,
      })
    })
  }
}
