import { expect, test } from "vitest"
import { allFacts } from "./allFacts"

test("every demo declares search keywords, each in lower-case words", () => {
  for (const [slug, { keywords }] of Object.entries(allFacts)) {
    expect(keywords.length, slug).toBeGreaterThan(0)
    for (const keyword of keywords) expect(keyword, slug).toMatch(/^[a-z0-9]+( [a-z0-9]+)*$/)
  }
})

test("every component has a one-line description for the home page", () => {
  for (const [slug, { description, stories }] of Object.entries(allFacts))
    if (stories) expect(description, slug).toMatch(/^[A-Z].{10,80}\.$/)
})
