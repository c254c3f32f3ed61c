// Where the browser suites and the dev scripts find Chromium, and how they launch it (plain JS so that
// both the Playwright config and the Node scripts can import it).
import { existsSync } from "node:fs"
import { chromium } from "@playwright/test"

/** CHROMIUM_PATH, else Debian's Chromium, else Playwright's own browser if one is installed. */
export function resolveChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"]
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate
  try {
    const bundled = chromium.executablePath()
    if (bundled && existsSync(bundled)) return undefined
  } catch {
    // no bundled browser either
  }
  throw new Error(
    "No Chromium found. Install one (Debian: `apt-get install chromium`) or set CHROMIUM_PATH to a Chromium binary.",
  )
}

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]

/** Launches headless Chromium the way the test suites do. */
export function launchChromium() {
  return chromium.launch({ executablePath: resolveChromium(), args: chromiumArgs })
}
