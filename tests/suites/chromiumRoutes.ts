import type { DemoEntry } from "../../src/demos/registry"
import { playwrightDriver } from "../engine/driver"
import { test } from "../fixtures"
import { checkRoute, randomUse, routeTimeout, routeTitle } from "./route"

/**
 * Routes whose checks need full Chromium's browser layer: /clipboard's Copy says "Copied!" only where the
 * page may write to the clipboard, and the number input's scrubber (/number-input, /number-input/controlled) drags under pointer lock; the headless shell
 * allows neither.
 */
export const NEEDS_FULL_CHROMIUM = new Set(["clipboard", "number-input", "number-input/controlled"])

/** The per-route check in Chromium, one test per route and seed (`spec` names the file, for the replay line). */
export function chromiumRouteTests(routes: DemoEntry[], spec: string) {
  for (let seed = randomUse.seed; seed < randomUse.seed + randomUse.seeds; seed++) {
    for (const demo of routes) {
      test(routeTitle(demo, seed), async ({ page, problems }) => {
        test.setTimeout(routeTimeout(randomUse.actions))
        await checkRoute(playwrightDriver(page), demo, problems, {
          seed,
          actions: randomUse.actions,
          replay: `chromium, seed ${seed} (replay: SEED=${seed} ACTIONS=${randomUse.actions} npx playwright test ${spec} -g "/${demo.slug} ")`,
        })
      })
    }
  }
}
