import { demos } from "../src/demos/registry"
import { firstInteractions } from "../src/demos/interactions"
import { playwrightDriver } from "./engine/driver"
import { runInteraction } from "./engine/interact"
import { expect, gotoDemo, test } from "./fixtures"

// Each demo's first interaction (src/demos/interactions.ts), in Chromium; tests/firefox/ runs the same
// steps in Firefox.
test("every demo in the registry has a first interaction", () => {
  const missing = demos.map((demo) => demo.slug).filter((slug) => !firstInteractions[slug])
  expect(missing, "demos without a first interaction in src/demos/interactions.ts").toEqual([])
  const unknown = Object.keys(firstInteractions).filter((slug) => !demos.some((demo) => demo.slug === slug))
  expect(unknown, "first interactions of demos that are not in the registry").toEqual([])
})

for (const demo of demos) {
  test(`/${demo.slug} first interaction works`, async ({ page }) => {
    const steps = firstInteractions[demo.slug]
    test.skip(!steps, "no first interaction (the registry test above fails for it)")
    await gotoDemo(page, `/${demo.slug}`)
    await runInteraction(playwrightDriver(page), steps)
  })
}
