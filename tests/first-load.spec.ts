import { demos } from "../src/demos/registry"
import type { Locator, Page } from "@playwright/test"
import { expect, test } from "./fixtures"

/** Holds back a demo page's entry script until the returned function is called: the page stays pre-rendered. */
async function holdEntry(page: Page, slug: string) {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(new RegExp(`/assets/demo-${slug}-[\\w-]+\\.js$`), async (route) => {
    await held
    await route.continue()
  })
  return release
}

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

  for (const clicks of [1, 2]) {
    test(`${clicks === 1 ? "a click" : "two clicks"} on the trigger at the first paint, before any script has run: the dialog opens`, async ({
      page,
    }) => {
      const release = await holdEntry(page, "dialog")
      await page.goto("/dialog", { waitUntil: "commit" })
      const trigger = page.getByRole("button", { name: "Click me" })
      // clicked again because the first click showed nothing: replayed, both would open and close it
      for (let i = 0; i < clicks; i++) await trigger.click()
      await expect(page.locator("html")).not.toHaveAttribute("data-hydrated")
      release()
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "")
      await expect(page.locator('[data-scope="dialog"][data-part="content"]')).toHaveAttribute("data-state", "open")
    })
  }

  /**
   * Reaches the element by keyboard (Shift+Tab, Tab) before the page's script runs, does `meanwhile`, then
   * lets the script run.
   */
  async function tabToBeforeLive(page: Page, slug: string, target: Locator, meanwhile = async () => {}) {
    const release = await holdEntry(page, slug)
    await page.goto(`/${slug}`, { waitUntil: "commit" })
    await target.focus()
    await page.keyboard.press("Shift+Tab")
    await page.keyboard.press("Tab")
    await expect(target).toBeFocused()
    await meanwhile()
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated")
    release()
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "")
  }

  test("a slider thumb reached by keyboard before any script has run takes arrow keys once the page is live", async ({
    page,
  }) => {
    const thumb = page.getByRole("slider")
    await tabToBeforeLive(page, "slider", thumb)
    // zag's slider takes arrow keys only once it has seen its thumb focused
    await page.keyboard.press("ArrowRight")
    await expect(thumb).toHaveAttribute("aria-valuenow", "1")
  })

  test("a tooltip trigger reached by keyboard before any script has run shows its tooltip once the page is live", async ({
    page,
  }) => {
    await tabToBeforeLive(page, "tooltip", page.getByTestId("tip-1-trigger"))
    await expect(page.locator('[data-scope="tooltip"][data-part="content"]')).toBeVisible()
  })

  test("a digit typed into the pin input before any script has run counts once the page is live", async ({ page }) => {
    const first = page.getByTestId("input-1")
    await tabToBeforeLive(page, "pin-input", first, async () => {
      await page.keyboard.type("7")
      await expect(first).toHaveValue("7")
      await expect(first).toBeFocused()
    })
    await expect(first).toHaveValue("7")
    await expect(page.getByTestId("input-2")).toBeFocused()
    await page.keyboard.type("3")
    await expect(page.getByTestId("input-2")).toHaveValue("3")
    await expect(page.getByTestId("input-3")).toBeFocused()
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
