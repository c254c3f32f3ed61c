import { chromium } from "@playwright/test"
import { chromiumArgs, resolveChromium } from "/work/wt/inspector/tests/browser.mjs"
const browser = await chromium.launch({ executablePath: resolveChromium(), args: chromiumArgs })
const page = await browser.newPage({ viewport: { width: 1366, height: 860 } })
page.on("console", (m) => console.log("console", m.type(), m.text()))
page.on("pageerror", (e) => console.log("pageerror", e.message))
const url = process.argv[2]
await page.goto("http://127.0.0.1:4208" + url)
await page.waitForSelector("html[data-hydrated]")
const steps = process.argv.slice(3)
for (const step of steps) {
  console.log("step", step)
  await eval(`(async () => { ${step} })()`)
}
await page.screenshot({ path: "/tmp/insp.png", fullPage: false })
await browser.close()
