// How much the Inspector costs a busy widget: main-thread time of a 1000-event slider drag with the
// Inspector tab closed (the recorder still logs) and open (the log table and statechart follow live).
//
// Usage: node scripts/inspector-drag-bench.mjs --url http://127.0.0.1:4173 [--runs 5] [--route /slider]
// Runs alternate closed/open in fresh pages; prints the medians of Chromium's TaskDuration (all
// main-thread work: input handling, zag, React, layout, paint) and of the wall time of the drag.
import { launchChromium } from "../tests/browser.mjs"

const args = process.argv.slice(2)
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback
}
const url = opt("url", "http://127.0.0.1:4173")
const runs = Number(opt("runs", 5))
const route = opt("route", "/slider")
const EVENTS = 1000

async function drag(browser, inspectorOpen) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  await page.goto(url + route)
  await page.locator("html[data-hydrated]").waitFor()
  if (inspectorOpen) {
    await page.locator(".toolbar nav [role=tab]", { hasText: "Inspector" }).click()
    await page.locator(".toolbar .inspector-machine table").first().waitFor()
  }
  const control = await page.locator('main [data-scope="slider"][data-part="control"]').first().boundingBox()
  const thumb = await page.locator('main [data-scope="slider"][data-part="thumb"]').first().boundingBox()
  await page.evaluate(() => {
    window.__moves = 0
    document.addEventListener("pointermove", () => window.__moves++, true)
  })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("Performance.enable")
  const metric = async () =>
    (await cdp.send("Performance.getMetrics")).metrics.find((m) => m.name === "TaskDuration").value
  const y = thumb.y + thumb.height / 2
  await page.mouse.move(thumb.x + thumb.width / 2, y)
  await page.mouse.down()
  const before = await metric()
  const start = Date.now()
  for (let i = 0; i < EVENTS; i++) {
    // sweep back and forth over the track, 100 moves per sweep
    const t = (i % 200) / 100
    const f = t <= 1 ? t : 2 - t
    await page.mouse.move(control.x + 4 + f * (control.width - 8) + (i % 2) * 0.5, y)
  }
  const wall = Date.now() - start
  const task = (await metric()) - before
  await page.mouse.up()
  const moves = await page.evaluate(() => window.__moves)
  await page.close()
  return { task: task * 1000, wall, moves }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const browser = await launchChromium()
const results = { closed: [], open: [] }
for (let run = 0; run < runs; run++) {
  for (const condition of run % 2 ? ["open", "closed"] : ["closed", "open"]) {
    const r = await drag(browser, condition === "open")
    results[condition].push(r)
    console.log(run, condition, `task ${r.task.toFixed(0)} ms, wall ${r.wall} ms, ${r.moves} pointermoves`)
  }
}
await browser.close()
for (const condition of ["closed", "open"]) {
  const rs = results[condition]
  console.log(
    `${condition}: median main-thread time ${median(rs.map((r) => r.task)).toFixed(0)} ms, median wall ${median(rs.map((r) => r.wall))} ms`,
  )
}
const closed = median(results.closed.map((r) => r.task))
const open = median(results.open.map((r) => r.task))
console.log(`open / closed: ${((open / closed - 1) * 100).toFixed(1)} %`)
