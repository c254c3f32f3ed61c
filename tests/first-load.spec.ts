import { demos } from "../src/demos/registry"
import { expect, test } from "./fixtures"

// A pre-rendered page is on screen before its script runs; these check that it is also live by the load
// event, that a click made before then is not lost, and that the theme is right with no script at all.
test.describe("first load", () => {
  test("every demo page is hydrated by its load event", async ({ page }) => {
    test.slow()
    await page.addInitScript(() =>
      addEventListener("load", () => {
        document.documentElement.dataset.liveAtLoad = String(document.documentElement.hasAttribute("data-hydrated"))
      }),
    )
    for (const demo of demos) {
      await page.goto(`/${demo.slug}`)
      await expect(page.locator("html"), `/${demo.slug}`).toHaveAttribute("data-live-at-load", "true")
    }
  })

  test("a click on the trigger at the first paint, before any script has run, opens the dialog", async ({ page }) => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/demo-dialog-[\w-]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto("/dialog", { waitUntil: "commit" })
    const trigger = page.getByRole("button", { name: "Click me" })
    await trigger.click()
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated")
    release()
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "")
    await expect(page.locator('[data-scope="dialog"][data-part="content"]')).toHaveAttribute("data-state", "open")
  })

  for (const [scheme, background] of [
    ["dark", "rgb(15, 17, 21)"],
    ["light", "rgb(255, 255, 255)"],
  ] as const) {
    test(`with JavaScript off, the ${scheme} OS theme is painted from the first frame`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: scheme })
      const page = await context.newPage()
      await page.goto("/accordion")
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(background)
      await context.close()
    })
  }
})
