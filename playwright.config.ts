import { defineConfig } from "@playwright/test"
import { chromiumArgs, resolveChromium } from "./tests/browser.mjs"

// PW_PORT / PW_DIST let several builds be tested side by side (e.g. parallel work on one machine)
const PORT = Number(process.env.PW_PORT ?? 4173)
const DIST = process.env.PW_DIST ?? "dist"

export default defineConfig({
  testDir: ".",
  // The memory test is one long walk through every demo: it starts first, on one worker, while the
  // other works through the rest, so it never runs alone at the end of the run.
  projects: [
    { name: "memory", testMatch: "tests/memory.spec.ts" },
    {
      name: "gallery",
      testMatch: ["src/demos/**/*.e2e.ts", "tests/**/*.spec.ts"],
      // the specs that "Copy as test" generates run only in the nested run that checks them
      // (tests/generatedTests.ts), which reuses this run's server
      testIgnore: [
        "tests/memory.spec.ts",
        "tests/firefox/**",
        ...(process.env.PW_RUN_GENERATED ? [] : ["tests/tmp-generated-*/**"]),
      ],
    },
    // Firefox ESR, driven by puppeteer-core over WebDriver BiDi (tests/firefox/fixtures.ts); the same
    // server, and counted in the same summary line
    { name: "firefox", testMatch: "tests/firefox/**/*.spec.ts" },
  ],
  fullyParallel: true,
  workers: process.env.PW_WORKERS ? Number(process.env.PW_WORKERS) : 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [["list"], ["./tests/summary-reporter.ts"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    headless: true,
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: resolveChromium(), args: chromiumArgs },
    trace: "off",
  },
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort --outDir ${DIST}`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI || Boolean(process.env.PW_RUN_GENERATED),
    timeout: 60_000,
  },
})
