import { expect, test } from "vitest"
import { firstInteractions } from "../../src/demos/interactions"
import { demos } from "../../src/demos/registry"

// data the per-route check (tests/suites/route.ts) reads: checked without a browser
test("every demo in the registry has a first interaction", () => {
  const missing = demos.map((demo) => demo.slug).filter((slug) => !firstInteractions[slug])
  expect(missing, "demos without a first interaction in src/demos/interactions.ts").toEqual([])
  const unknown = Object.keys(firstInteractions).filter((slug) => !demos.some((demo) => demo.slug === slug))
  expect(unknown, "first interactions of demos that are not in the registry").toEqual([])
})
