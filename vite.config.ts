import { readFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import react from "@vitejs/plugin-react"
import type { ChunkingContext } from "rolldown"
import { defineConfig, type Plugin } from "vite"
import { headersOfBuild, securityHeaders } from "./hosting/security-headers.mjs"
import { demoEntries } from "./scripts/vite-demo-entries"
import { demoFacts } from "./scripts/vite-demo-facts"
import { inlineThemeInit } from "./scripts/vite-inline-theme"

/**
 * `vite preview` answers a path it has no page for with index.html (the SPA fallback); the gallery has
 * a pre-rendered page for every route, so an unknown path gets dist/404.html with a 404 status instead.
 */
function notFoundPage(): Plugin {
  return {
    name: "zag-gallery:not-found-page",
    configurePreviewServer(server) {
      return () => {
        server.middlewares.use((req, res, next) => {
          const requested = (req.originalUrl ?? "/").split("?")[0]
          if (req.url?.split("?")[0] !== "/index.html" || requested === "/" || requested === "/index.html")
            return next()
          res.statusCode = 404
          res.setHeader("Content-Type", "text/html")
          for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value)
          res.end(readFileSync(join(server.config.build.outDir, "404.html")))
        })
      }
    },
  }
}

/**
 * `vite preview` sends each response the security headers of its path (an isolation view, /embed/<slug>,
 * may be framed by the gallery's own pages; nothing else may): set before the files are served, as
 * `preview.headers` can only give every path the same ones.
 */
function securityHeadersByPath(): Plugin {
  return {
    name: "zag-gallery:security-headers",
    configurePreviewServer(server) {
      const headersFor = headersOfBuild(server.config.build.outDir)
      server.middlewares.use((req, res, next) => {
        const path = (req.originalUrl ?? req.url ?? "/").split("?")[0]
        for (const [name, value] of Object.entries(headersFor(path))) res.setHeader(name, value)
        next()
      })
    },
  }
}

const MAIN_ENTRY = fileURLToPath(new URL("./src/main.tsx", import.meta.url))
let mainGraph: Set<string> | undefined

/**
 * Whether a module is on the static import graph of src/main.tsx (index.html's entry): the shell every
 * page loads. Each demo route's own entry (scripts/vite-demo-entries.ts) adds its page to that graph.
 */
function inMainGraph(id: string, ctx: ChunkingContext) {
  if (!mainGraph) {
    const graph = new Set<string>()
    const visit = (module: string) => {
      if (graph.has(module)) return
      graph.add(module)
      for (const imported of ctx.getModuleInfo(module)?.importedIds ?? []) visit(imported)
    }
    visit(MAIN_ENTRY)
    mainGraph = graph
  }
  // the entry itself stays in index.html's own (small) chunk
  return mainGraph.has(id) && id !== MAIN_ENTRY
}

const WORKBENCH = /\/src\/workbench\//
/**
 * Modules every demo page loads besides the workbench: the demo route, the early-click replay, and the
 * zag modules that (nearly) every machine needs. On their own they were five tiny chunks, each paying a
 * request and its own compression on each first load; in the workbench chunk the median route's first
 * load is 0.8 kB smaller.
 */
const EVERY_DEMO_PAGE =
  /(\/@zag-js\/(core\/dist\/create-machine|react\/dist\/normalize-props|anatomy\/dist\/create-anatomy)\.mjs|\/src\/app\/(earlyInput\.ts|DemoRoute\.tsx))$/
const LAZY_WORKBENCH =
  /\/src\/workbench\/(code\/|a11y\/|panel\/(LiveSplitter|fixes|commands|layout)|viewSettings\/bar\/LiveMenu|visualizer\/(JsonText|highlightJson|toDisplayValue)|inspector\/(?!useInspectedMachine|recorder|LazyInspectorPanel))/

/**
 * @zag-js/toast's one import from @zag-js/dismissable goes to src/demos/toast/dismissableBranch.ts (see
 * there why); every other package keeps the real module.
 */
function toastDismissableBranch(): Plugin {
  const branch = fileURLToPath(new URL("./src/demos/toast/dismissableBranch.ts", import.meta.url))
  return {
    name: "zag-gallery:toast-dismissable-branch",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === "@zag-js/dismissable" && importer?.includes("/node_modules/@zag-js/toast/")) return branch
    },
  }
}

export default defineConfig({
  plugins: [
    react(),
    securityHeadersByPath(),
    notFoundPage(),
    inlineThemeInit(),
    demoEntries(),
    demoFacts(),
    toastDismissableBranch(),
  ],
  resolve: {
    // an absolute file path, so the dev server's dependency optimizer resolves it too
    alias: {
      "@zag-js/dismissable/layer-stack": fileURLToPath(
        new URL("./node_modules/@zag-js/dismissable/dist/layer-stack.mjs", import.meta.url),
      ),
      "use-sync-external-store/shim/index.js": fileURLToPath(
        new URL("./src/app/shims/use-sync-external-store.ts", import.meta.url),
      ),
    },
  },
  build: {
    target: "es2022",
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Everything the entry needs at once (React, the router, the shell) in one file: split into
        // several, each would pay its own compression overhead and request on every page's first load.
        codeSplitting: {
          groups: [
            { name: (id: string, ctx: ChunkingContext) => (inMainGraph(id, ctx) ? "shell" : null) },
            // what every demo page loads besides its own code and the shell's demo route: the workbench,
            // in one file rather than several (its lazy parts stay apart)
            // with the rest of what every demo page loads (EVERY_DEMO_PAGE)
            {
              name: "workbench",
              test: (id: string) => (WORKBENCH.test(id) && !LAZY_WORKBENCH.test(id)) || EVERY_DEMO_PAGE.test(id),
            },
          ],
        },
      },
    },
    modulePreload: {
      // every browser the gallery targets supports modulepreload
      polyfill: false,
      // A demo's JS imports load with it; keeping only the CSS in the lazy-import map keeps chunk names out
      // of the shell.
      resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith(".css")),
    },
  },
  preview: { port: 4173, strictPort: true },
})
