import { demos } from "../../src/demos/registry"
import { checkRoute, randomUse, routeTimeout, routeTitle } from "../suites/route"
import { test } from "./fixtures"

// Every route in Firefox: tests/suites/route.ts (the same check as tests/routes.spec.ts).
// SEED=n ACTIONS=n replay a seed's random actions.
for (let seed = randomUse.seed; seed < randomUse.seed + randomUse.seeds; seed++) {
  for (const demo of demos) {
    test(routeTitle(demo, seed), async ({ driver, problems }) => {
      test.setTimeout(routeTimeout(randomUse.actions))
      await checkRoute(driver, demo, problems, {
        seed,
        actions: randomUse.actions,
        replay: `firefox, seed ${seed} (replay: SEED=${seed} ACTIONS=${randomUse.actions} npx playwright test --project firefox tests/firefox/routes.spec.ts -g "/${demo.slug} ")`,
      })
    })
  }
}
