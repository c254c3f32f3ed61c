import { demos, overlayOpeners } from "../src/demos/registry"
import { chromiumArgs, resolveChromium } from "./browser.mjs"
import { expect, gotoDemo, openOverlay, test } from "./fixtures"

const CYCLES = 5

// With V8's optimizing tiers on, the heap grows by about 0.4 MiB a cycle for many cycles: a heap
// snapshot diff shows it is compiled machine code for functions that became hot (hundreds of new
// InstructionStream objects), not objects the app keeps. This test measures what the app retains, so
// its browser runs the same JS without those tiers (bytecode only), where that growth doesn't exist.
test.use({
  launchOptions: {
    executablePath: resolveChromium(),
    args: [...chromiumArgs, "--js-flags=--no-opt --no-maglev --no-sparkplug"],
  },
})

test("visiting all demos 5 times through the nav, overlays open, leaves neither heap nor nodes behind", async ({ page }) => {
  test.setTimeout(600_000)
  await page.route("https://api.github.com/**", (route) => route.fulfill({ json: { login: "octocat", name: "The Octocat" } }))
  await gotoDemo(page, "/")
  const cdp = await page.context().newCDPSession(page)
  const heapAfterGc = async () => {
    // a few rounds: objects freed by finalizers or weak references need more than one
    for (let i = 0; i < 3; i++) await cdp.send("HeapProfiler.collectGarbage")
    return (await cdp.send("Runtime.getHeapUsage")).usedSize
  }
  /** Nodes in <body> besides the app and its scripts: portalled overlays that outlived their page. */
  const strayBodyNodes = () =>
    page.evaluate(() =>
      [...document.body.children]
        .filter((el) => el.id !== "app" && el.tagName !== "SCRIPT")
        .map((el) => el.outerHTML.slice(0, 120)),
    )

  const heaps: number[] = []
  const started = Date.now()
  const nav = page.getByRole("navigation", { name: "Demos" })
  for (let cycle = 1; cycle <= CYCLES; cycle++) {
    for (const demo of demos) {
      await nav.getByRole("link", { name: demo.label, exact: true }).click()
      await expect(page.locator("main h1")).toHaveText(demo.label)
      await expect(page.locator("main [data-scope][data-part]").first()).toBeAttached()
      const overlay = overlayOpeners[demo.slug]
      if (overlay) {
        await openOverlay(page, overlay)
        // a modal hides the nav from users until it is closed; other overlays stay open as the page is left
        const modal = page.locator("[aria-modal=true]")
        if (await modal.count()) {
          await page.keyboard.press("Escape")
          await expect(modal).toHaveCount(0)
        }
      }
    }
    await page.getByRole("link", { name: "Zag.js", exact: true }).click()
    await expect(page).toHaveURL(/\/$/)
    expect(await strayBodyNodes(), `cycle ${cycle}`).toEqual([])
    heaps.push(await heapAfterGc())
    console.log(`cycle ${cycle}: ${(heaps[cycle - 1] / 2 ** 20).toFixed(2)} MiB at ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
  const mib = heaps.map((bytes) => (bytes / 2 ** 20).toFixed(2))
  console.log(`heap after GC per cycle (MiB): ${mib.join(", ")}`)
  expect(heaps[CYCLES - 1], `heap per cycle: ${mib.join(", ")} MiB`).toBeLessThanOrEqual(heaps[0] * 1.1)
  // after the first visit of every page, nothing more should accumulate
  expect(heaps[CYCLES - 1] - heaps[1], `heap per cycle: ${mib.join(", ")} MiB`).toBeLessThan(0.25 * 2 ** 20)
})
