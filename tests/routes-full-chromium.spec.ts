import { demos } from "../src/demos/registry"
import { chromiumRouteTests, NEEDS_FULL_CHROMIUM } from "./suites/chromiumRoutes"

// The per-route check (tests/suites/route.ts) of the routes that need full Chromium (the chromium-full
// project); the others run in the headless shell (tests/routes.spec.ts).
chromiumRouteTests(
  demos.filter((demo) => NEEDS_FULL_CHROMIUM.has(demo.slug)),
  "tests/routes-full-chromium.spec.ts",
)
