import { describe, expect, it } from "vitest"
import { pageModuleFor, pageModulePaths, storyModulePaths } from "./pageModules"
import { isStoryModule } from "./pageList"
import { demos } from "./registry"

describe("page modules", () => {
  it("give every page exactly one module, and every module a page", () => {
    for (const demo of demos) expect(() => pageModuleFor(demo), demo.slug).not.toThrow()
    const folders = pageModulePaths().map((path) => path.split("/")[1])
    expect(new Set(folders)).toEqual(new Set(demos.filter((demo) => !isStoryModule(demo)).map((demo) => demo.slug)))
    const stories = storyModulePaths().map((path) => path.replace(/^\.\/(.+)\/stories\/(.+)\.tsx$/, "$1/$2"))
    expect(new Set(stories)).toEqual(new Set(demos.filter(isStoryModule).map((demo) => demo.slug)))
  })
})
