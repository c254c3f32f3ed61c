import { writeFileSync } from "node:fs"
import type { CDPSession } from "@playwright/test"
import { demos, overlayOpeners } from "../src/demos/registry"
import { expect, gotoDemo, openOverlay, test } from "./fixtures"
import { heapBreakdown } from "./heapBreakdown"
import { visitDemoInPage } from "./memoryVisit"

// Chromium as shipped: V8's optimizing tiers on. The first cycles load every page's chunk and compile its
// code; after that a cycle must leave nothing behind. With the JIT on, V8 keeps compiling functions that
// became hot for many cycles (scripts/heap-diff.mjs on the snapshots of cycles 5 and 10: +600 kB of
// "code" nodes, -0.3 kB of objects, closures, arrays and strings), so the bound is on what the page's code
// holds, the heap snapshot's JS objects; compiled code and the whole heap are reported beside it.
// HEAP_SNAPSHOTS=<dir> writes the two snapshots (after cycles 4 and 10) for scripts/heap-diff.mjs.
const CYCLES = 10
const WARM_UP = 4
const MAX_GROWTH_PER_CYCLE = 0.05 * 2 ** 20
const TABS = ["Controls", "Visualizer", "Inspector", "Code", "Docs", "Accessibility"] as const

const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(2)
const perCycle = (values: number[]) => values.map(mib).join(", ")
/** Growth a cycle from the end of the warm-up to the last cycle: of a value per cycle, or of the two measured then. */
const growthAfterWarmUp = (values: number[]) =>
  (values.length === 2 ? values[1] - values[0] : values[CYCLES - 1] - values[WARM_UP - 1]) / (CYCLES - WARM_UP)

async function collectGarbage(cdp: CDPSession) {
  // a few rounds: objects freed by finalizers or weak references need more than one
  for (let i = 0; i < 3; i++) await cdp.send("HeapProfiler.collectGarbage")
}

test(`visiting every demo ${CYCLES} times (each tab, overlays open) leaves no heap, nodes or listeners behind`, async ({
  page,
}) => {
  // about 3 minutes on an idle 2-core machine; more while other browser suites share it
  test.setTimeout(900_000)
  await page.route("https://api.github.com/**", (route) =>
    route.fulfill({ json: { login: "octocat", name: "The Octocat" } }),
  )
  await gotoDemo(page, "/")
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("HeapProfiler.enable")
  /** Nodes in <body> besides the app, its scripts and icons: portalled overlays that outlived their page. */
  const strayBodyNodes = () =>
    page.evaluate(() =>
      [...document.body.children]
        .filter((el) => !el.matches("#app, #app-parsed, script, .icon-sprite"))
        .map((el) => el.outerHTML.slice(0, 120)),
    )

  /** Every node of the live document, text included (the DOM counters also count nodes awaiting collection). */
  const liveNodes = () =>
    page.evaluate(() => {
      const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL)
      let count = 0
      while (walker.nextNode()) count++
      return count
    })

  const heaps: number[] = []
  /** Heap snapshots' JS objects and compiled code after the warm-up and after the last cycle. */
  const objects: number[] = []
  const code: number[] = []
  const counters: Array<{ nodes: number; jsEventListeners: number; live: number }> = []
  const started = Date.now()
  for (let cycle = 1; cycle <= CYCLES; cycle++) {
    for (const demo of demos) {
      await page.evaluate(visitDemoInPage, { label: demo.label, tabs: TABS, timeout: 15_000 })
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
    counters.push({ nodes, jsEventListeners, live: await liveNodes() })
    let parts = ""
    if (cycle === WARM_UP || cycle === CYCLES) {
      const breakdown = await heapBreakdown(cdp)
      objects.push(breakdown.js)
      code.push(breakdown.code)
      parts = ` (JS objects ${mib(breakdown.js)}, code ${mib(breakdown.code)})`
      if (process.env.HEAP_SNAPSHOTS)
        writeFileSync(`${process.env.HEAP_SNAPSHOTS}/cycle-${cycle}.heapsnapshot`, breakdown.json)
    }
    console.log(
      `cycle ${cycle}: heap ${mib(heaps[cycle - 1])} MiB${parts}, ${nodes} nodes (${counters[cycle - 1].live} in the document), ` +
        `${jsEventListeners} listeners at ${((Date.now() - started) / 1000).toFixed(0)} s`,
    )
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
  console.log(
    `heap after GC per cycle (MiB): ${perCycle(heaps)}; after cycle ${WARM_UP}: ${kb(growthAfterWarmUp(heaps))} a cycle`,
  )
  console.log(
    `JS objects after cycles ${WARM_UP} and ${CYCLES} (MiB): ${perCycle(objects)}: ${kb(growthAfterWarmUp(objects))} a cycle`,
  )
  console.log(
    `compiled code after cycles ${WARM_UP} and ${CYCLES} (MiB): ${perCycle(code)}: ${kb(growthAfterWarmUp(code))} a cycle`,
  )
  console.log(`DOM nodes per cycle: ${counters.map((c) => `${c.nodes} (${c.live} live)`).join(", ")}`)
  console.log(`event listeners per cycle: ${counters.map((c) => c.jsEventListeners).join(", ")}`)

  expect(
    growthAfterWarmUp(objects),
    `JS objects' growth a cycle after cycle ${WARM_UP} (${perCycle(objects)} MiB)`,
  ).toBeLessThanOrEqual(MAX_GROWTH_PER_CYCLE)
  // every cycle ends on the same page: the document and its listeners are back where the first cycle left
  // them; Blink's count may hold a few nodes that wait for its own collector, never a page's worth
  for (const [index, level] of counters.entries()) {
    expect(level.live, `nodes in the document after cycle ${index + 1}`).toBe(counters[0].live)
    expect(level.jsEventListeners, `event listeners after cycle ${index + 1}`).toBe(counters[0].jsEventListeners)
    expect(Math.abs(level.nodes - counters[0].nodes), `DOM nodes after cycle ${index + 1}`).toBeLessThanOrEqual(8)
  }
})
