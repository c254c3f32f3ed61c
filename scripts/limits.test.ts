import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { rolldown } from "rolldown"
import { afterAll, describe, expect, it } from "vitest"
import { computeLimits } from "./limits.mjs"
import { ROUTE_PACKAGES, routePackages } from "./vite-route-packages"

const fixture = mkdtempSync(join(tmpdir(), "route-packages-"))
afterAll(() => rmSync(fixture, { recursive: true, force: true }))

/** Builds a tiny gallery (a shell, a workbench module, two demos) with the plugin; returns what it recorded. */
async function recordedPackages(files: Record<string, string>, demos: string[]) {
  for (const [file, code] of Object.entries(files)) {
    mkdirSync(dirname(join(fixture, file)), { recursive: true })
    writeFileSync(join(fixture, file), code)
  }
  const prefix = "virtual:demo-entry/"
  const entries = {
    name: "demo-entries",
    resolveId: (id: string) => (id.startsWith(prefix) ? `\0${id}` : undefined),
    load(id: string) {
      if (!id.startsWith(`\0${prefix}`)) return
      const slug = id.slice(prefix.length + 1)
      return [
        `import Page from ${JSON.stringify(join(fixture, `src/demos/${slug}/Page.ts`))}`,
        `import { flushSync } from "react-dom"`,
        `import { boot } from ${JSON.stringify(join(fixture, "src/main.ts"))}`,
        `boot(Page, flushSync)`,
      ].join("\n")
    },
  }
  const bundle = await rolldown({
    input: Object.fromEntries(demos.map((slug) => [slug, prefix + slug])),
    external: (id) => !id.startsWith(".") && !id.startsWith("/") && !id.startsWith("\0") && !id.startsWith(prefix),
    plugins: [entries, routePackages(join(fixture, "src/main.ts"))],
  })
  const { output } = await bundle.generate({ format: "esm" })
  await bundle.close()
  const asset = output.find((file) => file.fileName === ROUTE_PACKAGES)
  if (asset?.type !== "asset") throw new Error(`the build emitted no ${ROUTE_PACKAGES}`)
  return JSON.parse(String(asset.source))
}

describe("route packages (recorded by the build)", () => {
  it("gives each route every package its own code imports, and none the workbench's or a type", async () => {
    const recorded = await recordedPackages(
      {
        "src/main.ts": `import { Router } from "wouter"\nexport const boot = (...args: unknown[]) => Router(args)`,
        "src/workbench/DemoPage.ts": `import { createMachine } from "@zag-js/core"\nexport const DemoPage = () => createMachine({})`,
        "src/widgets/dates.ts": `import { parseDate } from "@internationalized/date"\nexport const today = () => parseDate("2026-12-01")`,
        "src/demos/two/Page.ts": [
          `import * as drawer from "@zag-js/drawer"`,
          `import * as presence from "@zag-js/presence"`,
          `import { X } from "lucide-react"`,
          `import type { PropTypes } from "@zag-js/types"`,
          `import { useMachine } from "@zag-js/react"`,
          `import { DemoPage } from "../../workbench/DemoPage"`,
          `export default (props: PropTypes) => [drawer, presence, X, useMachine, DemoPage, props]`,
        ].join("\n"),
        "src/demos/one/Page.ts": [
          `import * as checkbox from "@zag-js/checkbox"`,
          // the workbench imports it on every route: loaded anyway, so not this route's own
          `import { mergeProps } from "@zag-js/core"`,
          `import { today } from "../../widgets/dates"`,
          `import { DemoPage } from "../../workbench/DemoPage"`,
          `export default () => [checkbox, mergeProps, today, DemoPage]`,
        ].join("\n"),
      },
      ["one", "two"],
    )
    expect(recorded).toEqual({
      "/one": { "@internationalized/date": ["parseDate"], "@zag-js/checkbox": ["*"] },
      "/two": { "@zag-js/drawer": ["*"], "@zag-js/presence": ["*"], "lucide-react": ["X"] },
    })
  })
})

describe("limits", () => {
  it("grow from the React floor with each machine a route uses", { timeout: 180_000 }, async () => {
    const { reactFloor, limits } = await computeLimits(
      {
        "/checkbox": { "@zag-js/checkbox": ["*"] },
        "/both": { "@zag-js/checkbox": ["*"], "@zag-js/switch": ["*"] },
        "/icon": { "@zag-js/checkbox": ["*"], "lucide-react": ["Check"] },
      },
      { cacheDir: false },
    )
    // React and react-dom alone gzip to about 59 kB
    expect(reactFloor).toBeGreaterThan(50_000)
    expect(limits["/checkbox"]).toBeGreaterThan(reactFloor + 2_000)
    expect(limits["/both"]).toBeGreaterThan(limits["/checkbox"] + 500)
    // one icon, not the whole icon set
    expect(limits["/icon"] - limits["/checkbox"]).toBeGreaterThan(100)
    expect(limits["/icon"] - limits["/checkbox"]).toBeLessThan(2_000)
  })
})
