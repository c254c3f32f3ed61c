import { describe, expect, it } from "vitest"
import { fruitBasket } from "../../data/fruit-basket"
import { pageData } from "./pageData"

describe("pageData", () => {
  it("reads the copy of a data module that an eager glob with a query found", () => {
    const copy = pageData<typeof import("../../data/fruit-basket")>(
      import.meta.glob("../../data/fruit-basket.ts", { eager: true, query: "?snippet" }),
    )
    expect(copy.fruitBasket).toEqual(fruitBasket)
    // its own module, not the page's
    expect(copy.fruitBasket).not.toBe(fruitBasket)
  })

  it("fails loudly when the glob found no module, several, or an empty one", () => {
    expect(() => pageData({})).toThrow("found 0")
    expect(() => pageData({ a: { x: 1 }, b: { x: 2 } })).toThrow("found 2")
    expect(() => pageData({ a: {} })).toThrow("exports nothing")
  })
})
