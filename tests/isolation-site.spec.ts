import { fileURLToPath } from "node:url"
import * as limitPages from "../perf/limit-site/pages"
import { serveIsolationSite } from "../scripts/isolation-site.mjs"
import { routeOf } from "../scripts/limit-site.mjs"
import { firstInteractions } from "../src/demos/interactions"
import { aliases } from "../src/demos/registry"
import { playwrightDriver } from "./engine/driver"
import { runInteraction } from "./engine/interact"
import { expect, test } from "./fixtures"

// docs/performance.md compares the gallery's pages with their isolation views served at the same routes
// (scripts/isolation-site.mjs). That holds only while each route lands on its own isolation view, live and
// without the nav, and passes the same first interaction the bench's probe waits for.
const dist = fileURLToPath(new URL(`../${process.env.PW_DIST ?? "dist"}`, import.meta.url))
// the routes docs/performance.md measures beside the limit site: that site's pages
const routes = Object.keys(limitPages).map((name) => `/${routeOf(name)}`)
let site: Awaited<ReturnType<typeof serveIsolationSite>>

test.beforeAll(async () => {
  site = await serveIsolationSite(dist)
})
test.afterAll(() => site.stop())

test("each demo route of the isolation site lands on its isolation view, which hydrates without the nav and works", async ({
  page,
}) => {
  test.setTimeout(60_000)
  expect(routes).toContain("/checkbox")
  for (const route of routes) {
    await page.goto(`${site.url}${route}`)
    await expect(page, `${route} is redirected`).toHaveURL(`${site.url}/embed${route}`)
    await expect(page.locator("html[data-hydrated]"), `${route} hydrates`).toBeAttached()
    await expect(page.getByRole("navigation")).toHaveCount(0)
    await expect(page.getByRole("tablist", { name: "Workbench panels" })).toHaveCount(0)
    // a route whose page is a story module is an alias of its story path (/checkbox → checkbox/basic)
    const slug = route.slice(1)
    await runInteraction(playwrightDriver(page), firstInteractions[aliases[slug] ?? slug])
  }
})

test("the isolation site redirects demo routes only, and keeps the query", async ({ request }) => {
  const get = (path: string) => request.get(`${site.url}${path}`, { maxRedirects: 0 })
  const demo = await get("/accordion?multiple=true")
  expect(demo.status()).toBe(302)
  expect(demo.headers()["location"]).toBe("/embed/accordion?multiple=true")
  expect((await get("/")).status()).toBe(200)
  expect((await get("/embed/accordion")).status()).toBe(200)
  expect((await get("/favicon.svg")).status()).toBe(200)
  expect((await get("/no-such-demo")).status()).toBe(404)
})
