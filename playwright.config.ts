import { defineConfig } from "@playwright/test"
import { chromiumArgs, resolveChromium } from "./tests/browser"

const PORT = 4173

export default defineConfig({
  testDir: ".",
  testMatch: ["src/demos/**/*.e2e.ts", "tests/**/*.spec.ts"],
  fullyParallel: true,
  workers: process.env.PW_WORKERS ? Number(process.env.PW_WORKERS) : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    headless: true,
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: resolveChromium(), args: chromiumArgs },
    trace: "off",
  },
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})
