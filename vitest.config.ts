import react from "@vitejs/plugin-react"
import { availableParallelism } from "node:os"
import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"
import { demoFacts } from "./scripts/vite-demo-facts"
import { storyModules } from "./scripts/vite-story-modules"

export default defineConfig({
  plugins: [react(), demoFacts(), storyModules()],
  resolve: { alias: { "virtual:zag-docs": fileURLToPath(new URL("src/testing/zagDocs.ts", import.meta.url)) } },
  test: {
    // pure logic runs in Node; a test file that needs a DOM says so (`// @vitest-environment jsdom`)
    environment: "node",
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "tests/**/*.test.ts"],
    setupFiles: ["./src/test-setup.ts"],
    // one worker per core: the main process mostly waits (on 2 cores, 62 s with the default of one worker, 45 s)
    maxWorkers: availableParallelism(),
  },
})
