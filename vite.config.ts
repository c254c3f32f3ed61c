import { readFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import react from "@vitejs/plugin-react"
import { defineConfig, type Plugin } from "vite"
import { headersOfBuild, headersOfDist } from "./hosting/security-headers.mjs"
import { chunkGroups } from "./scripts/vite-chunk-groups"
import { demoEntries } from "./scripts/vite-demo-entries"
import { demoFacts } from "./scripts/vite-demo-facts"
import { docsReference } from "./scripts/vite-docs-reference"
import { storyModules } from "./scripts/vite-story-modules"
import { inlineThemeInit } from "./scripts/vite-inline-theme"
import { routePackages } from "./scripts/vite-route-packages"

/**
 * `vite preview` answers a path it has no page for with index.html (the SPA fallback); the gallery has
 * a pre-rendered page for every route, so an unknown path gets dist/404.html with a 404 status instead.
 */
function notFoundPage(): Plugin {
  return {
    name: "zag-gallery:not-found-page",
    configurePreviewServer(server) {
      return () => {
        const { securityHeaders } = headersOfDist(server.config.build.outDir)
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

/** index.html's script: the shell every page loads is its static import graph (scripts/vite-chunk-groups.ts). */
const MAIN_ENTRY = fileURLToPath(new URL("./src/main.tsx", import.meta.url))
const chunks = chunkGroups(MAIN_ENTRY)

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
    storyModules(),
    docsReference(),
    toastDismissableBranch(),
    chunks.plugin,
    routePackages(MAIN_ENTRY),
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
          // the shell, then what every demo page loads besides its own code (scripts/vite-chunk-groups.ts)
          // and, in one chunk of their own, the story pages' workbench parts (src/workbench/story/)
          groups: [
            { name: chunks.chunkOf },
            { name: "story", test: /\/src\/workbench\/story\//, includeDependenciesRecursively: false },
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
