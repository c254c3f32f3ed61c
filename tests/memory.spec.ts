import { writeFileSync } from "node:fs"
import type { CDPSession } from "@playwright/test"
import { demos, overlayOpeners } from "../src/demos/registry"
import { expect, expectTabLoaded, gotoDemo, openOverlay, openTab, test } from "./fixtures"

// Chromium as shipped: V8's optimizing tiers on. The first cycles load every page's chunk and compile
// its code; after that a cycle must leave nothing behind. scripts/heap-diff.mjs explains a growth:
// HEAP_SNAPSHOTS=<dir> writes heap snapshots after cycles 5 and 10 for it to compare.
const CYCLES = 10
const WARM_UP = 4
const MAX_GROWTH_PER_CYCLE = 0.05 * 2 ** 20
const TABS = ["Controls", "Visualizer", "Inspector", "Code", "Accessibility"] as const

const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(2)

async function collectGarbage(cdp: CDPSession) {
  // a few rounds: objects freed by finalizers or weak references need more than one
  for (let i = 0; i < 3; i++) await cdp.send("HeapProfiler.collectGarbage")
}

async function heapSnapshot(cdp: CDPSession, file: string) {
  const chunks: string[] = []
  const onChunk = ({ chunk }: { chunk: string }) => void chunks.push(chunk)
  cdp.on("HeapProfiler.addHeapSnapshotChunk", onChunk)
  await cdp.send("HeapProfiler.takeHeapSnapshot", { reportProgress: false })
  cdp.off("HeapProfiler.addHeapSnapshotChunk", onChunk)
  writeFileSync(file, chunks.join(""))
}

test(`visiting every demo ${CYCLES} times (each tab, overlays open) leaves no heap, nodes or listeners behind`, async ({ page }) => {
  test.setTimeout(900_000)
  await page.route("https://api.github.com/**", (route) => route.fulfill({ json: { login: "octocat", name: "The Octocat" } }))
  await gotoDemo(page, "/")
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("HeapProfiler.enable")
  /** Nodes in <body> besides the app and its scripts: portalled overlays that outlived their page. */
  const strayBodyNodes = () =>
    page.evaluate(() =>
      [...document.body.children].filter((el) => el.id !== "app" && el.tagName !== "SCRIPT").map((el) => el.outerHTML.slice(0, 120)),
    )

  const heaps: number[] = []
  const counters: Array<{ nodes: number; jsEventListeners: number }> = []
  const started = Date.now()
  const nav = page.getByRole("navigation", { name: "Demos" })
  for (let cycle = 1; cycle <= CYCLES; cycle++) {
    for (const demo of demos) {
      await nav.getByRole("link", { name: demo.label, exact: true }).click()
      await expect(page.locator("main h1")).toHaveText(demo.label)
      await expect(page.locator("main [data-scope][data-part]").first()).toBeAttached()
      for (const tab of TABS) {
        await openTab(page, tab)
        await expectTabLoaded(page, tab)
      }
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
    await expect(page).toHaveURL(/\/(\?.*)?$/)
    expect(await strayBodyNodes(), `cycle ${cycle}`).toEqual([])
    await collectGarbage(cdp)
    heaps.push((await cdp.send("Runtime.getHeapUsage")).usedSize)
    const { nodes, jsEventListeners } = await cdp.send("Memory.getDOMCounters")
    counters.push({ nodes, jsEventListeners })
    console.log(
      `cycle ${cycle}: heap ${mib(heaps[cycle - 1])} MiB, ${nodes} nodes, ${jsEventListeners} listeners at ${((Date.now() - started) / 1000).toFixed(0)} s`,
    )
    if (process.env.HEAP_SNAPSHOTS && (cycle === 5 || cycle === CYCLES)) {
      await heapSnapshot(cdp, `${process.env.HEAP_SNAPSHOTS}/cycle-${cycle}.heapsnapshot`)
    }
  }
  const perCycle = heaps.map(mib).join(", ")
  const growth = (heaps[CYCLES - 1] - heaps[WARM_UP - 1]) / (CYCLES - WARM_UP)
  console.log(`heap after GC per cycle (MiB): ${perCycle}; after cycle ${WARM_UP}: ${(growth / 1024).toFixed(1)} kB a cycle`)
  console.log(`DOM nodes per cycle: ${counters.map((c) => c.nodes).join(", ")}`)
  console.log(`event listeners per cycle: ${counters.map((c) => c.jsEventListeners).join(", ")}`)

  expect(growth, `heap growth a cycle after cycle ${WARM_UP} (heap per cycle: ${perCycle} MiB)`).toBeLessThanOrEqual(
    MAX_GROWTH_PER_CYCLE,
  )
  // every cycle ends on the same page: what it leaves behind is back where the first cycle left it
  for (const [index, level] of counters.entries()) expect(level, `DOM counters after cycle ${index + 1}`).toEqual(counters[0])
})
