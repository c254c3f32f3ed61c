/**
 * The page's data module, as the one module that an eager `import.meta.glob` of its file found. A snippet
 * template reads its page's data this way, with a query (`?snippet`) that makes the module a copy of its
 * own in the template's lazy chunk: imported plainly, the module would be shared by the page and the
 * template, and the bundler would move it into a chunk of its own, one more file on the page's first load.
 * Only for TypeScript modules: a JSON file with a query comes back empty.
 *
 *   const { fruitBasket } = pageData<typeof import("../../data/fruit-basket")>(
 *     import.meta.glob("../../data/fruit-basket.ts", { eager: true, query: "?snippet" }),
 *   )
 */
export function pageData<T>(found: Record<string, unknown>): T {
  const modules = Object.values(found)
  if (modules.length !== 1) throw new Error(`expected one data module, found ${modules.length}`)
  if (Object.keys(modules[0] as object).length === 0) throw new Error("the data module exports nothing")
  return modules[0] as T
}
