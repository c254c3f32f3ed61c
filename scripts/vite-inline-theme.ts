import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { minify, type Plugin } from "vite"
import { hashSource, INLINE_HASHES } from "../hosting/security-headers.mjs"

const SOURCE = new URL("../src/theme-init.js", import.meta.url)
const TAG = '<script src="/src/theme-init.js"></script>'
/** The scripts demo pages run before their first paint, inlined as one by scripts/prerender.mjs. */
const DEMO_HEAD = [new URL("../src/early-input.js", import.meta.url), new URL("../src/panel-init.js", import.meta.url)]
/** Where the build leaves the demo pages' head script (early clicks, panel layout), minified, for scripts/prerender.mjs. */
export const DEMO_HEAD_OUT = ".vite/demo-head.js"

/**
 * Inlines src/theme-init.js (minified) into the page's head: the theme is decided before the first paint
 * with no request. Minifies the demo pages' head script too, which scripts/prerender.mjs inlines into them.
 * The strict CSP allows those two scripts by their hashes, which the build writes to INLINE_HASHES in its
 * output (read through hosting/security-headers.mjs, so dist/_headers and `vite preview` carry them).
 * Demo pages get a second script: src/early-input.js and src/panel-init.js, minified and joined.
 */
export function inlineThemeInit(): Plugin {
  let build = false
  let outDir = ""
  let demoHead = ""
  let scriptHashes: string[] = []
  const minified = async (file: URL) =>
    (await minify(file.pathname, readFileSync(file, "utf8"), { compress: true, mangle: true })).code.trim()
  return {
    name: "zag-gallery:inline-theme-init",
    configResolved(config) {
      build = config.command === "build" && !config.build.ssr
      outDir = config.build.outDir
    },
    closeBundle() {
      if (!build || !demoHead) return
      mkdirSync(join(outDir, ".vite"), { recursive: true })
      writeFileSync(join(outDir, DEMO_HEAD_OUT), demoHead)
      writeFileSync(join(outDir, INLINE_HASHES), JSON.stringify({ "script-src": scriptHashes }, null, 2) + "\n")
    },
    transformIndexHtml: {
      order: "pre",
      async handler(html) {
        if (!html.includes(TAG)) throw new Error(`index.html must load the theme with ${TAG}`)
        const code = build ? await minified(SOURCE) : readFileSync(SOURCE, "utf8")
        if (build) {
          demoHead = (await Promise.all(DEMO_HEAD.map(minified))).join("\n")
          scriptHashes = [hashSource(code), hashSource(demoHead)]
        }
        return html.replace(TAG, `<script>${code}</script>`)
      },
    },
  }
}
