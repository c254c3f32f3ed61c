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

/**
 * Chromium's headless shell: the same Blink engine without the browser's own layer (about half the CPU
 * of full Chromium on the same specs). CHROMIUM_HEADLESS_SHELL_PATH, else Debian's
 * `chromium-headless-shell`, else full Chromium (`resolveChromium`): a machine without the shell runs
 * the same tests, only slower. Specs that need the browser layer (pointer lock, clipboard permission) run
 * in full Chromium (the chromium-full project in playwright.config.ts).
 */
export function resolveHeadlessShell() {
  const candidates = [process.env.CHROMIUM_HEADLESS_SHELL_PATH, "/usr/bin/chromium-headless-shell"]
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate
  return resolveChromium()
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

/**
 * The test suites' Chromium: the same, with V8's optimizing tiers (Maglev, TurboFan) off. A suite's page lives
 * a few seconds, too short to repay compiling its hot code again on background threads: on the route checks
 * of six components (2 workers, idle) the browser's CPU fell from 186 to 127 s and the run from 135 to 103 s.
 * What the pages do is the same (the tiers change how fast JavaScript runs, never what it does); the bench and
 * the memory walk keep the defaults, since they measure speed and heap.
 */
export const suiteChromiumArgs = [...chromiumArgs, "--js-flags=--no-opt --no-maglev"]

/**
 * PW_CPU_SLOWDOWN=n: each Chromium page's main thread n times slower (tests/support/test.ts) and every test and
 * wait n times longer (playwright.config.ts), a hunt for tests that race the page (docs/testing.md).
 */
export const cpuSlowdown = Number(process.env.PW_CPU_SLOWDOWN ?? 1)

/** Launches headless Chromium the way the scripts do (the defaults a visitor's browser has). */
export function launchChromium() {
  return chromium.launch({ executablePath: resolveChromium(), args: chromiumArgs })
}
