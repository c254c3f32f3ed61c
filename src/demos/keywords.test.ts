import { expect, test } from "vitest"
import { demoKeywords } from "./keywords"
import { demos } from "./registry"

test("every demo declares search keywords, and only demos do", () => {
  expect(Object.keys(demoKeywords).sort()).toEqual(demos.map((demo) => demo.slug).sort())
})

test("every demo has a one-line description for the home page, and only demos do", async () => {
  const { demoDescriptions } = await import("./descriptions")
  expect(Object.keys(demoDescriptions).sort()).toEqual(demos.map((demo) => demo.slug).sort())
  for (const line of Object.values(demoDescriptions)) expect(line).toMatch(/^[A-Z].{10,80}\.$/)
})

test("every demo is in exactly one home page section, and only demos are", async () => {
  const { demoGroups } = await import("./groups")
  const grouped = demoGroups.flatMap((group) => group.slugs)
  expect([...grouped].sort()).toEqual(demos.map((demo) => demo.slug).sort())
})
