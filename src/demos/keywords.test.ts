import { expect, test } from "vitest"
import { demoKeywords } from "./keywords"
import { demos } from "./registry"

test("every demo declares search keywords, and only demos do", () => {
  expect(Object.keys(demoKeywords).sort()).toEqual(demos.map((demo) => demo.slug).sort())
})
