import { chromium } from "@playwright/test"
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] })
const page = await browser.newPage()
await page.addInitScript(() => {
  window.__t = {}
  document.addEventListener("DOMContentLoaded", () => (window.__t.dcl = [performance.now(), !!Object.keys(document.querySelector("main button") ?? {}).find((k) => k.startsWith("__react"))]))
  addEventListener("load", () => (window.__t.load = [performance.now(), !!Object.keys(document.querySelector("main button") ?? {}).find((k) => k.startsWith("__react"))]))
  const obs = new MutationObserver(() => { if (document.documentElement.hasAttribute("data-hydrated") && !window.__t.hyd) window.__t.hyd = performance.now() })
  obs.observe(document.documentElement, { attributes: true })
})
await page.goto(process.argv[2], { waitUntil: "load" })
await page.waitForTimeout(500)
console.log(JSON.stringify(await page.evaluate(() => window.__t)))
await browser.close()
