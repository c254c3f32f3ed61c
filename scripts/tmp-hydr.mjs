import { chromium } from "@playwright/test"
const base = process.argv[2]
const routes = ["/accordion", "/dialog", "/combobox", "/date-picker", "/slider", "/tree-view", "/select", "/color-picker"]
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] })
let notHydrated = 0, total = 0
for (let i = 0; i < 3; i++) for (const r of routes) {
  const ctx = await browser.newContext(); const page = await ctx.newPage()
  await page.addInitScript(() => addEventListener("load", () => { const b = document.querySelector("main button"); window.__atLoad = [document.documentElement.hasAttribute("data-hydrated"), !!b && Object.keys(b).some(k => k.startsWith("__reactFiber")), document.readyState] }))
  await page.goto(base + r, { waitUntil: "load" })
  const v = await page.evaluate(() => window.__atLoad)
  total++; if (!v[0]) notHydrated++; console.log(r, JSON.stringify(v))
  await ctx.close()
}
console.log(`${notHydrated} of ${total} not hydrated at load`)
await browser.close()
