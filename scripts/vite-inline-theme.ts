import { createHash } from "node:crypto"
import { readFileSync, writeFileSync } from "node:fs"
import { minify, type Plugin } from "vite"
import { hashesFile } from "../hosting/security-headers.mjs"

const SOURCE = new URL("../src/theme-init.js", import.meta.url)
const TAG = '<script src="/src/theme-init.js"></script>'

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`

/**
 * Inlines src/theme-init.js (minified) into the page's head: the theme is decided before the first paint
 * with no request. The strict CSP allows that one script by its hash, which the build writes to
 * hosting/inline-hashes.json (read by hosting/security-headers.mjs, so dist/_headers and `vite preview`
 * carry it).
 */
export function inlineThemeInit(): Plugin {
  let build = false
  return {
    name: "zag-gallery:inline-theme-init",
    configResolved(config) {
      build = config.command === "build" && !config.build.ssr
    },
    transformIndexHtml: {
      order: "pre",
      async handler(html) {
        if (!html.includes(TAG)) throw new Error(`index.html must load the theme with ${TAG}`)
        const source = readFileSync(SOURCE, "utf8")
        const code = build ? (await minify("theme-init.js", source, { compress: true, mangle: true })).code.trim() : source
        if (build) {
          const hashes = JSON.stringify({ "script-src": [sha256(code)] }, null, 2) + "\n"
          if (readFileSync(hashesFile, "utf8") !== hashes) writeFileSync(hashesFile, hashes)
        }
        return html.replace(TAG, `<script>${code}</script>`)
      },
    },
  }
}
