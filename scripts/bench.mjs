// Performance benchmark: cold first load and in-app switch time of every route, in headless Chromium.
//
// Usage: npm run bench -- [--url URL] [--vs URL2]... [--floor] [--runs N] [--routes /a,/b] [--json out.json]
//   (no --url)   serves the production build in dist/ (run `npm run build` first) as a static host would:
//                from memory, with the security headers of hosting/security-headers.mjs; the floor is served
//                by the same server (scripts/serve-static.mjs), so A and F differ only in what they send
//   --preview    serves dist/ with `vite preview` instead (a development server: slower to answer)
//   --url URL    measures that server instead
//   --vs URL2    also measures URL2 (B), alternating run by run (A,B,A,B...), and prints A/B ratios; given
//                again (up to four times), each further server is C, D, E in the same rotation, for instance
//                the gallery, its isolation views and the limit site (scripts/isolation-site.mjs,
//                scripts/limit-site.mjs)
//   --floor      also measures F, the floor: dist/'s pre-rendered pages with their stylesheets inlined and
//                every script removed (scripts/bench-floor.mjs), served beside A; prints A/F ratios
//   --no-js      B is A again with every script blocked (the page as it is, without its scripts)
//   --runs N     runs per route and server (default 5)
//   --routes     comma-separated paths (default "/" and every demo route of the build in dist/)
//   --json FILE  raw runs and medians (default bench-results.json)
//
// Each run opens a fresh browser context (empty cache, 1280x800) and records:
//   JS gz / JS requests / CSS gz  every JS (CSS) response requested before `load`, gzipped at level 9, summed
//   FCP      first-contentful-paint
//   widget   first animation frame in which a zag part or a button of the demo (home: `main h1`) has a box;
//            "in 1st frame" counts the runs where that frame was the first the page painted (FCP's frame)
//   hydrated when the page marked itself live (`<html data-hydrated>`, set once its widget is hydrated),
//            in the cold load, where no probe competes with the page; read once the widget is measured after
//            the load event ("-" on a server whose pages don't mark it, or not by then)
//   switch   demo routes: from the loaded previous demo, hover its nav link, click it, and time from the
//            click to the first frame in which the new page's `main [data-scope]` has a box
//   TTI      demo routes, in a second fresh context: from navigation start until the demo first reacts to
//            its first interaction, sent over and over from the moment the page commits
//            (scripts/bench-interactive.mjs)
// Limits (gz bytes) are computed by scripts/limits.mjs from what dist/'s build recorded; home's is the React floor.
import { spawn } from "node:child_process"
import { existsSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { createServer } from "node:net"
import { gzipSync } from "node:zlib"
import { launchChromium } from "../tests/browser.mjs"
import { serveFloor } from "./bench-floor.mjs"
import { serveStatic } from "./serve-static.mjs"
import { headersOfBuild } from "../hosting/security-headers.mjs"
import { interactiveProbe, loadFirstInteractions, timeToInteractive } from "./bench-interactive.mjs"
import { firstLoadProbe } from "./bench-probe.mjs"
import { limitsOfBuild } from "./limits.mjs"
import { demoSlugs, readManifest } from "./manifest.mjs"

const root = new URL("..", import.meta.url)
const args = process.argv.slice(2)
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback
}
const optAll = (name) => args.flatMap((arg, i) => (arg === `--${name}` && args[i + 1] ? [args[i + 1]] : []))
const runs = Number(opt("runs", 5))
const jsonPath = opt("json", "bench-results.json")
// the routes and their limits come from the build in dist/ (without one, give --routes; no limits then)
const distDir = fileURLToPath(new URL("dist", root))
const built = existsSync(join(distDir, ".vite/manifest.json"))
const slugs = built ? demoSlugs(readManifest(distDir)) : []
const routes = opt("routes", ["/", ...slugs.map((s) => `/${s}`)].join(",")).split(",")
const { reactFloor, limits } = built ? await limitsOfBuild(distDir) : { limits: {} }
const limitOf = (route) => (route === "/" ? reactFloor : limits[route]) ?? null
const RUN_TIMEOUT = 45_000

// --- server ---------------------------------------------------------------------------------------------
let preview
let staticServer
async function serveDist() {
  if (!existsSync(new URL("dist/index.html", root))) throw new Error("dist/ has no build: run `npm run build` first")
  if (!args.includes("--preview")) {
    const dist = fileURLToPath(new URL("dist", root))
    staticServer = await serveStatic(dist, { headers: headersOfBuild(dist) })
    return staticServer.url
  }
  const port = await new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address()
      s.close(() => resolve(port))
    })
  })
  const argv = ["vite", "preview", "--host", "127.0.0.1", "--port", String(port), "--strictPort", "--outDir", "dist"]
  preview = spawn("npx", argv, { cwd: root, stdio: "ignore", detached: true })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 150; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return url
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error("vite preview did not start")
}
const stopPreview = () => preview && process.kill(-preview.pid, "SIGTERM")
process.on("SIGINT", () => (stopPreview(), process.exit(130)))

// --- one run ----------------------------------------------------------------------------------------------
async function measure(browser, { base, noJs, floor }, route) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  if (noJs) await context.route(/\.m?js(\?|$)/, (request) => request.abort())
  const result = {
    jsGz: null,
    jsRequests: null,
    cssGz: null,
    fcp: null,
    widget: null,
    widgetFrame: null,
    hydrated: null,
    switch: null,
    tti: null,
    errors: [],
  }
  const work = (async () => {
    await context.addInitScript(firstLoadProbe)
    const page = await context.newPage()
    const log = (msg) => {
      if (noJs && msg.includes("Failed to load resource")) return // the scripts it blocks
      result.errors.push(msg)
      console.error(`  [${base}${route}] ${msg}`)
    }
    page.on("pageerror", (e) => log(`pageerror: ${e.message}`))
    page.on("console", (m) => m.type() === "error" && log(`console: ${m.text()}`))
    let loaded = false
    const early = []
    page.on("request", (r) => !loaded && early.push(r))
    page.once("load", () => (loaded = true))

    // cold load
    await page.goto(base + route, { waitUntil: "load" })
    await page.waitForFunction(() => window.__bench.widget !== null, null, { timeout: 20_000 })
    await page
      .waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, {
        timeout: 5_000,
      })
      .catch(() => {})
    Object.assign(
      result,
      await page.evaluate(() => ({
        widget: window.__bench.widget,
        widgetFrame: window.__bench.widgetFrame,
        hydrated: window.__bench.hydrated,
        fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      })),
    )
    let jsGz = 0,
      jsRequests = 0,
      cssGz = 0
    for (const request of early) {
      const response = await request.response()
      const type = response?.headers()["content-type"] ?? ""
      const path = new URL(request.url()).pathname
      const isJs = /javascript/.test(type) || /\.m?js$/.test(path)
      const isCss = /text\/css/.test(type) || path.endsWith(".css")
      if (!response || !(isJs || isCss)) continue
      const gz = gzipSync(await response.body(), { level: 9 }).length
      if (isJs) {
        jsGz += gz
        jsRequests++
      } else cssGz += gz
    }
    Object.assign(result, noJs ? { cssGz } : { jsGz, jsRequests, cssGz })

    // time to interactive: a fresh context, the probe from the moment the page commits
    const steps = firstInteractions[route.slice(1)]
    if (route !== "/" && !noJs && !floor && steps) {
      const probing = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      try {
        await probing.addInitScript(interactiveProbe)
        const probe = await probing.newPage()
        await probe.goto(base + route, { waitUntil: "commit" })
        result.tti = await timeToInteractive(probe, steps)
      } finally {
        await probing.close()
      }
    }

    // switch: from the neighbouring demo, hover then click the nav link to this route
    if (route === "/" || noJs || floor) return
    const listed = routes.filter((r) => r !== "/")
    const demoRoutes = listed.length > 1 ? listed : slugs.map((s) => `/${s}`)
    const i = demoRoutes.indexOf(route)
    const from = i > 0 ? demoRoutes[i - 1] : demoRoutes[(i + 1) % demoRoutes.length]
    if (from === route) return
    await page.goto(base + from, { waitUntil: "load" })
    await page.waitForFunction(() => window.__bench.widget !== null, null, { timeout: 20_000 })
    const link = page.locator(`nav a[href="${route}"]`)
    if (!(await link.isVisible())) return
    await link.hover()
    await page.waitForTimeout(100)
    await link.click()
    await page.waitForFunction(() => window.__bench.switchAt !== null, null, { timeout: 20_000 })
    result.switch = await page.evaluate(() => window.__bench.switchAt - window.__bench.clickAt)
  })()
  let timer
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`run timed out after ${RUN_TIMEOUT / 1000} s`)), RUN_TIMEOUT)
  })
  try {
    await Promise.race([work, timeout])
  } catch (e) {
    result.errors.push(String(e.message).split("\n")[0])
    console.error(`  [${base}${route}] failed: ${result.errors.at(-1)}`)
  } finally {
    clearTimeout(timer)
    await context.close().catch(() => {})
    await work.catch(() => {})
  }
  return result
}

// --- report -------------------------------------------------------------------------------------------
const METRICS = ["jsGz", "jsRequests", "cssGz", "fcp", "widget", "hydrated", "tti", "switch"]
const median = (xs) => {
  const v = xs.filter((x) => typeof x === "number").sort((a, b) => a - b)
  if (v.length === 0) return null
  return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2
}
function mediansOf(results, server) {
  const out = {}
  for (const route of routes) {
    const mine = results.filter((r) => r.server === server && r.route === route)
    const m = Object.fromEntries(METRICS.map((k) => [k, median(mine.map((r) => r[k]))]))
    m.limit = limitOf(route)
    m.ratio = m.jsGz !== null && m.limit ? m.jsGz / m.limit : null
    out[route] = m
  }
  return out
}
const fmt = (v, digits = 0) => (v === null || v === undefined ? "-" : v.toFixed(digits))
function summary(med) {
  const line = (key) => {
    const rows = Object.entries(med).filter(([, m]) => m[key] !== null)
    if (rows.length === 0) return { median: null, worst: null, worstRoute: null }
    const [worstRoute, worst] = rows.reduce((a, b) => (b[1][key] > a[1][key] ? b : a))
    return { median: median(rows.map(([, m]) => m[key])), worst: worst[key], worstRoute }
  }
  const homeVsFloor = med["/"]?.ratio ?? null
  return {
    widget: line("widget"),
    fcp: line("fcp"),
    hydrated: line("hydrated"),
    tti: line("tti"),
    ratio: line("ratio"),
    switch: line("switch"),
    homeVsFloor,
  }
}

// --- main -----------------------------------------------------------------------------------------------
const servers = []
let floorServer
const firstInteractions = await loadFirstInteractions()
try {
  servers.push({ name: "A", base: opt("url", null)?.replace(/\/$/, "") ?? (await serveDist()) })
  const vsUrls = optAll("vs")
  if (vsUrls.length > 4) throw new Error("--vs: at most four other servers (B to E; F is the floor)")
  vsUrls.forEach((url, i) => servers.push({ name: String.fromCharCode(66 + i), base: url.replace(/\/$/, "") }))
  if (!vsUrls.length && args.includes("--no-js")) servers.push({ name: "B", base: servers[0].base, noJs: true })
  if (args.includes("--floor")) {
    floorServer = await serveFloor(fileURLToPath(new URL("dist", root)))
    servers.push({ name: "F", base: floorServer.url, floor: true })
  }
  const label = ({ base, noJs, floor }) =>
    noJs ? `${base} with scripts blocked` : floor ? `${base} (the floor of dist/)` : base
  console.log(`bench: ${servers.map((s) => `${s.name}=${label(s)}`).join(" ")}, ${routes.length} routes x ${runs} runs`)
  const browser = await launchChromium()
  const results = []
  for (const route of routes) {
    for (let run = 0; run < runs; run++) {
      for (const server of servers) {
        const r = { server: server.name, route, run, ...(await measure(browser, server, route)) }
        results.push(r)
        const js = `${fmt(r.jsGz === null ? null : r.jsGz / 1024, 1)} kB/${r.jsRequests}`
        const times = `fcp ${fmt(r.fcp)} widget ${fmt(r.widget)} hydrated ${fmt(r.hydrated)} tti ${fmt(r.tti)} switch ${fmt(r.switch)}`
        console.error(`${route} ${r.server}#${run + 1}: js ${js} ${times}`)
      }
    }
  }
  await browser.close()

  const med = Object.fromEntries(servers.map(({ name }) => [name, mediansOf(results, name)]))
  const sum = Object.fromEntries(Object.entries(med).map(([k, m]) => [k, summary(m)]))
  // [header, key, decimals, divisor]
  const cols = [
    ["JS gz kB", "jsGz", 1, 1024],
    ["JS req", "jsRequests", 0, 1],
    ["FCP ms", "fcp", 0, 1],
    ["widget ms", "widget", 0, 1],
    ["hydrated ms", "hydrated", 0, 1],
    ["TTI ms", "tti", 0, 1],
    ["switch ms", "switch", 0, 1],
    ["limit kB", "limit", 1, 1024],
    ["JS/limit", "ratio", 2, 1],
  ]
  const cell = (m, [, key, d, div]) => fmt(m[key] === null ? null : m[key] / div, d)
  const rows = [["route", ...cols.map((c) => c[0])]]
  for (const route of routes) {
    rows.push([route, ...cols.map((c) => servers.map(({ name }) => cell(med[name][route], c)).join(" / "))])
  }
  const colW = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)))
  console.log(servers.length > 1 ? `\nmedians (${servers.map((s) => s.name).join(" / ")})` : "\nmedians")
  for (const r of rows) console.log(r.map((c, i) => (i === 0 ? c.padEnd(colW[0]) : c.padStart(colW[i]))).join("  "))

  console.log("")
  const names = {
    widget: ["widget visible", "ms", 0],
    fcp: ["FCP", "ms", 0],
    hydrated: ["hydrated", "ms", 0],
    tti: ["interactive", "ms", 0],
    ratio: ["JS/limit", "", 2],
    switch: ["switch", "ms", 0],
  }
  // A against each other server, both ways round: A/B under 1 means A is ahead
  const ratio = (a, b, other) => (a !== null && b ? ` A/${other} ${(a / b).toFixed(2)}` : "")
  const others = servers.slice(1).map((s) => s.name)
  for (const [key, [label, unit, d]] of Object.entries(names)) {
    const parts = Object.entries(sum).map(([s, { [key]: x }]) => {
      const name = servers.length > 1 ? `${s} ` : ""
      return `${name}median ${fmt(x.median, d)}${unit}, worst ${fmt(x.worst, d)}${unit} (${x.worstRoute ?? "-"})`
    })
    const vs = others
      .map((o) => ratio(sum.A[key].median, sum[o][key].median, o))
      .filter(Boolean)
      .map((text) => `${text} median`)
      .join(",")
    console.log(`${(label + ":").padEnd(16)}${parts.join(" | ")}${vs ? ` |${vs}` : ""}`)
  }
  // the widget in the page's first painted frame means the first contentful paint is the widget's paint
  const firstFrame = servers.map(({ name }) => {
    const mine = results.filter((r) => r.server === name && r.widgetFrame !== null)
    return `${servers.length > 1 ? name + " " : ""}${mine.filter((r) => r.widgetFrame === 1).length} of ${mine.length} runs`
  })
  console.log(`${"in 1st frame:".padEnd(16)}${firstFrame.join(" | ")}`)
  const home = Object.entries(sum).map(([s, x]) => `${servers.length > 1 ? s + " " : ""}${fmt(x.homeVsFloor, 2)}`)
  console.log(`${"home JS/floor:".padEnd(16)}${home.join(" | ")}`)
  // time to interactive against the same run's widget visible, route by route, and its two parts: until the
  // page is hydrated (unprobed), and from then until the probe sees the widget react (the probe's own lag:
  // its input reaching the page, and the page's reaction showing)
  const lagOf = (name, from, to) => {
    const lags = routes.map((r) => med[name][r]).filter((m) => m[from] !== null && m[to] !== null)
    return lags.length ? lags.map((m) => m[to] - m[from]) : null
  }
  const lagText = (lags) => `median ${fmt(median(lags))}ms, worst ${fmt(Math.max(...lags))}ms`
  for (const [label, from, to] of [
    ["TTI - visible:", "widget", "tti"],
    ["hyd. - visible:", "widget", "hydrated"],
    ["TTI - hydrated:", "hydrated", "tti"],
  ]) {
    const parts = servers.flatMap(({ name }) => {
      const lags = lagOf(name, from, to)
      return lags ? [`${servers.length > 1 ? name + " " : ""}${lagText(lags)}`] : []
    })
    if (parts.length) console.log(`${label.padEnd(16)}${parts.join(" | ")}`)
  }

  const report = {
    date: new Date().toISOString(),
    servers: servers.map(label),
    runs,
    routes,
    results,
    medians: med,
    summary: sum,
  }
  writeFileSync(jsonPath, JSON.stringify(report, null, 2))
  console.log(`\nraw runs and medians: ${jsonPath}`)
} finally {
  stopPreview()
  floorServer?.stop()
  staticServer?.stop()
}
