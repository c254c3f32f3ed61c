import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { firstInteractions } from "../src/demos/interactions"
import { aliases } from "../src/demos/registry"
import { buildLimitSite } from "../scripts/limit-site.mjs"
import { playwrightDriver } from "./engine/driver"
import { runInteraction } from "./engine/interact"
import { expect, test } from "./fixtures"

// The limit site's numbers in docs/performance.md hold only while each of its pages hydrates cleanly and passes the
// same first interaction as the gallery's route (the bench's probe waits for that interaction's result).
const dir = fileURLToPath(new URL("../node_modules/.cache/limit-site-test", import.meta.url))
let routes: string[] = []

test.beforeAll(async () => {
  test.setTimeout(60_000)
  routes = (await buildLimitSite(dir)).routes
})

test("every limit page hydrates and passes its route's first interaction", async ({ page }) => {
  expect(routes.length).toBeGreaterThan(0)
  // served from the gallery's own origin, as files of the built site
  await page.route("**/__limit-site/**", (route) => {
    const path = new URL(route.request().url()).pathname.replace("/__limit-site/", "")
    const file = path.endsWith(".js") ? path : `${path}.html`
    return route.fulfill({
      contentType: file.endsWith(".js") ? "text/javascript" : "text/html",
      body: readFileSync(`${dir}/${file}`),
    })
  })
  for (const route of routes) {
    // a route whose page is a story module is an alias of its story path (/checkbox → checkbox/basic)
    const slug = route.slice(1)
    const steps = firstInteractions[aliases[slug] ?? slug]
    expect(steps, `${route} has a first interaction in src/demos/interactions.ts`).toBeDefined()
    await page.goto(`/__limit-site${route}`)
    await expect(page.locator("html[data-hydrated]"), `${route} hydrates`).toBeAttached()
    await runInteraction(playwrightDriver(page), steps)
  }
})
