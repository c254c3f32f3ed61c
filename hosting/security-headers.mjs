// The response headers the gallery is served with: `vite preview` (npm start) sends them, and the build
// writes them to dist/_headers for static hosts that read that file. Inline style attributes are allowed
// because pre-rendered markup carries zag's positioning styles. The inline <script>s (the theme, and on demo
// pages the early-input and panel script, before the first paint) are allowed by their hashes, which the
// build writes to its INLINE_HASHES file. A pre-rendered page's stylesheets are inlined as <style> elements,
// each allowed on that page only, by its hash (the build's STYLE_HASHES file). No other inline <script> or
// <style> element runs.
import { createHash } from "node:crypto"
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"

/** Where the build (scripts/vite-inline-theme.ts) leaves the hashes of its inline head scripts. */
export const INLINE_HASHES = ".vite/inline-hashes.json"

/** How a policy names an inline script or style it allows: the hash of its text. */
export const hashSource = (text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`

/**
 * The policy, with the hashes of the build's inline scripts, who may show the page in a frame and the hashes
 * of the page's own <style> elements.
 */
const policy = (scriptHashes, frameAncestors, styleHashes = []) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    ["style-src 'self'", ...styleHashes].join(" "),
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    // the tour reads the code host's public profile API; nothing else leaves the site
    "connect-src 'self' https://api.github.com",
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join("; ")

/** The paths of the isolation views, in the `_headers` file's syntax. */
export const EMBED_PATHS = "/embed/*"

/** The headers every response of a build carries, given the hashes of its inline scripts. */
export function headersOf(scriptHashes) {
  /** Every page but the isolation views: never shown in a frame. */
  const contentSecurityPolicy = policy(scriptHashes, "'none'")
  /** A demo's isolation view (`/embed/<slug>`, like Storybook's iframe.html): framed by the gallery's own pages only. */
  const embedContentSecurityPolicy = policy(scriptHashes, "'self'")
  const securityHeaders = {
    "Content-Security-Policy": contentSecurityPolicy,
    // for browsers that predate frame-ancestors
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
  }
  const embedHeaders = {
    ...securityHeaders,
    "Content-Security-Policy": embedContentSecurityPolicy,
    "X-Frame-Options": "SAMEORIGIN",
  }

  /**
   * The headers a path is served with; a pre-rendered page's policy also allows its inlined stylesheets
   * (`styleHashes`, from the build's STYLE_HASHES file).
   */
  function headersFor(pathname, styleHashes = []) {
    const embed = pathname.startsWith("/embed/")
    const headers = embed ? embedHeaders : securityHeaders
    if (styleHashes.length === 0) return headers
    return {
      ...headers,
      "Content-Security-Policy": policy(scriptHashes, embed ? "'self'" : "'none'", styleHashes),
    }
  }

  /**
   * The headers in the `_headers` file format (Netlify, Cloudflare Pages): one block for every path, then
   * the isolation views' own framing rules. A host applies every block that matches a path, so that block
   * first detaches the two headers it replaces (`! Name`, Cloudflare Pages' syntax) rather than adding a
   * second, stricter policy that the browser would enforce as well. Each pre-rendered page then gets its own
   * policy, which allows its inlined stylesheets (`styleHashes`: their hashes by page path), the same way.
   */
  function headersFile(styleHashes = {}) {
    const block = (headers) => Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)
    const replaced = ["Content-Security-Policy", "X-Frame-Options"]
    const embed = Object.fromEntries(replaced.map((name) => [name, embedHeaders[name]]))
    return [
      "/*",
      ...block(securityHeaders),
      EMBED_PATHS,
      ...replaced.map((name) => `  ! ${name}`),
      ...block(embed),
      ...Object.entries(styleHashes).flatMap(([path, hashes]) => [
        path,
        "  ! Content-Security-Policy",
        `  Content-Security-Policy: ${headersFor(path, hashes)["Content-Security-Policy"]}`,
      ]),
      "",
    ].join("\n")
  }

  return { contentSecurityPolicy, embedContentSecurityPolicy, securityHeaders, embedHeaders, headersFor, headersFile }
}

/** `headersOf` the build in `dist`, whose inline scripts' hashes the build wrote to INLINE_HASHES. */
export function headersOfDist(dist) {
  const file = join(dist, INLINE_HASHES)
  if (!existsSync(file)) throw new Error(`${file} is missing: build first (npm run build)`)
  return headersOf(JSON.parse(readFileSync(file, "utf8"))["script-src"])
}

/** Where scripts/prerender.mjs leaves, in the build, the hashes of each page's inlined stylesheets by path. */
export const STYLE_HASHES = ".vite/style-hashes.json"

/** The page path a request path is served from: `/tabs` for `/tabs.html`, `/` for `/index.html`. */
const pagePath = (pathname) => pathname.replace(/\.html$/, "").replace(/^\/index$/, "/")

/** The headers of each path of the build in `dist`: each of its pages' policy allows that page's inlined stylesheets. */
export function headersOfBuild(dist) {
  const { headersFor } = headersOfDist(dist)
  const file = join(dist, STYLE_HASHES)
  const styles = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {}
  return (pathname) => headersFor(pathname, styles[pagePath(pathname)])
}
