import { describe, expect, test } from "vitest"
import { wrapTarget } from "./arrowWrap"

const nodes = ["node_modules", "src", "readme.md"]

describe("tree view arrow wrap", () => {
  test("ArrowDown on the last node wraps to the first, ArrowUp on the first to the last", () => {
    expect(wrapTarget(nodes, "readme.md", "ArrowDown")).toBe("node_modules")
    expect(wrapTarget(nodes, "node_modules", "ArrowUp")).toBe("readme.md")
  })

  test("inside the list and in an empty tree the machine moves focus itself", () => {
    expect(wrapTarget(nodes, "src", "ArrowDown")).toBeNull()
    expect(wrapTarget(nodes, "src", "ArrowUp")).toBeNull()
    expect(wrapTarget([], "src", "ArrowDown")).toBeNull()
  })
})
