import { defineConfig } from "@playwright/test"
import {
  chromiumArgs,
  cpuSlowdown,
  resolveChromium,
  resolveHeadlessShell,
  suiteChromiumArgs,
} from "./tests/browser.mjs"

// PW_PORT / PW_DIST let several builds be tested side by side (e.g. parallel work on one machine)
const PORT = Number(process.env.PW_PORT ?? 4173)
const DIST = process.env.PW_DIST ?? "dist"

/** Specs that need the browser's own layer, which the headless shell lacks: they run in full Chromium. */
const NEEDS_FULL_CHROMIUM = [
  // clipboard permission: Copy says "Copied!", Copy as test reads what it wrote
  "src/demos/clipboard/clipboard.e2e.ts",
  "tests/code-tab.spec.ts",
  "tests/inspector-export.spec.ts",
  "tests/workbench-beside-modal.spec.ts",
  "tests/routes-full-chromium.spec.ts",
  // pointer lock: the number input's scrubber
  "src/demos/number-input/number-input.e2e.ts",
]
/** Instruments of the bench (scripts/bench.mjs): they protect docs/performance.md's numbers, not the product. */
const BENCH = ["tests/limit-site.spec.ts", "tests/isolation-site.spec.ts", "tests/bench-probe.spec.ts"]
const MEMORY = "tests/memory.spec.ts"
const visitorChromium = { executablePath: resolveChromium(), args: chromiumArgs }

// `npm test` runs the projects gallery, chromium-full, firefox and anatomy (npm run test:e2e); `npm run test:full`
// adds memory, `npm run test:bench` runs bench, `npm run test:quick` quick. A bare `npx playwright test`
// runs every project.
export default defineConfig({
  testDir: ".",
  projects: [
    {
      name: "gallery",
      testMatch: ["src/demos/**/*.e2e.ts", "tests/**/*.spec.ts"],
      // the specs that "Copy as test" generates run only in the nested run that checks them
      // (tests/generatedTests.ts), which reuses this run's server
      testIgnore: [
        MEMORY,
        ...BENCH,
        ...NEEDS_FULL_CHROMIUM,
        "tests/firefox/**",
        "tests/quick/**",
        "tests/anatomy/**",
        ...(process.env.PW_RUN_GENERATED ? [] : ["tests/tmp-generated-*/**"]),
      ],
      use: { launchOptions: { executablePath: resolveHeadlessShell(), args: suiteChromiumArgs } },
    },
    { name: "chromium-full", testMatch: NEEDS_FULL_CHROMIUM },
    // Firefox ESR, driven by puppeteer-core over WebDriver BiDi (tests/firefox/fixtures.ts); the same
    // server, and counted in the same summary line
    { name: "firefox", testMatch: "tests/firefox/**/*.spec.ts" },
    // what the Chromium route checks saw, checked once they have all run: every anatomy part on some route
    { name: "anatomy", testMatch: "tests/anatomy/**/*.spec.ts", dependencies: ["gallery", "chromium-full"] },
    // one long walk through every demo, ten times: a leak detector for `npm run test:full`
    // both measure: the browser a visitor has, its JavaScript tiers included
    { name: "memory", testMatch: MEMORY, use: { launchOptions: visitorChromium } },
    { name: "bench", testMatch: BENCH, use: { launchOptions: visitorChromium } },
    // `npm run test:quick`: every route loaded once, in the headless shell
    {
      name: "quick",
      testMatch: "tests/quick/**/*.spec.ts",
      use: { launchOptions: { executablePath: resolveHeadlessShell(), args: suiteChromiumArgs } },
    },
  ],
  fullyParallel: true,
  workers: process.env.PW_WORKERS ? Number(process.env.PW_WORKERS) : 2,
  retries: 0,
  // a slowed-down hunt (PW_CPU_SLOWDOWN) gives each wait as much more time as the page needs
  timeout: 30_000 * cpuSlowdown,
  expect: { timeout: 5_000 * cpuSlowdown },
  reporter: [["list"], ["./tests/summary-reporter.ts"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    headless: true,
    viewport: { width: 1280, height: 800 },
    // full Chromium, but for the gallery project (the headless shell)
    launchOptions: { executablePath: resolveChromium(), args: suiteChromiumArgs },
    trace: "off",
  },
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort --outDir ${DIST}`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI || Boolean(process.env.PW_RUN_GENERATED),
    timeout: 60_000,
  },
})
