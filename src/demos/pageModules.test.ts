import { describe, expect, it } from "vitest"
import { pageModuleFor, pageModulePaths } from "./pageModules"
import { demos } from "./registry"

describe("page modules", () => {
  it("give every registry entry exactly one page, and every page a registry entry", () => {
    for (const demo of demos) expect(() => pageModuleFor(demo.slug)).not.toThrow()
    const folders = pageModulePaths().map((path) => path.split("/")[1])
    expect(new Set(folders)).toEqual(new Set(demos.map((demo) => demo.slug)))
  })
})
