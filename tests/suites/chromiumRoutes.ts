import type { DemoEntry } from "../../src/demos/registry"
import { playwrightDriver } from "../engine/driver"
import { test } from "../fixtures"
import { checkRoutes, randomUse, routeGroups, routeTimeout, routeTitle } from "./route"

/**
 * Routes whose checks need full Chromium's browser layer: /clipboard's Copy says "Copied!" only where the
 * page may write to the clipboard, and the number input's scrubber (/number-input, /number-input/controlled) drags under pointer lock; the headless shell
 * allows neither.
 */
export const NEEDS_FULL_CHROMIUM = new Set(["clipboard", "number-input", "number-input/controlled"])

/** The per-route check in Chromium, one test per group of routes and seed (`spec` names the file, for the replay line). */
export function chromiumRouteTests(routes: DemoEntry[], spec: string) {
  for (let seed = randomUse.seed; seed < randomUse.seed + randomUse.seeds; seed++) {
    for (const group of routeGroups(routes)) {
      test(routeTitle(group, seed), async ({ page, problems }) => {
        test.setTimeout(routeTimeout(randomUse.actions, group.length))
        await checkRoutes(playwrightDriver(page), group, problems, {
          seed,
          actions: randomUse.actions,
          replay: (demo) =>
            `chromium, seed ${seed} (replay: SEED=${seed} ACTIONS=${randomUse.actions} npx playwright test ${spec} -g "/${demo.slug} ")`,
        })
      })
    }
  }
}
