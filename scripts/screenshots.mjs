// Usage: node scripts/screenshots.mjs [baseURL] [outDir] [path[,width]...]
// Takes a viewport screenshot (800 px high, 1280 px wide unless a width is given) of each route in light
// and dark theme. The build must be served (npm start).
import { mkdirSync } from "node:fs"
import { launchChromium } from "../tests/browser.mjs"

const [base = "http://127.0.0.1:4173", outDir = "screenshots", ...paths] = process.argv.slice(2)
const routes = paths.length > 0 ? paths : ["/"]
mkdirSync(outDir, { recursive: true })
const browser = await launchChromium()
for (const route of routes) {
  const [path, width = "1280"] = route.split(",")
  for (const scheme of ["light", "dark"]) {
    const page = await browser.newPage({ viewport: { width: Number(width), height: 800 }, colorScheme: scheme })
    page.on("console", (msg) => console.log(`[${path} ${scheme}] ${msg.type()}: ${msg.text()}`))
    await page.goto(base + path)
    await page.waitForTimeout(400)
    const name = (path.replace(/[^a-z0-9-]+/gi, "_") || "home") + `-${width}-${scheme}.png`
    await page.screenshot({ path: `${outDir}/${name}` })
    await page.close()
  }
}
await browser.close()
