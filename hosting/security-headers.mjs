// The response headers the gallery is served with: `vite preview` (npm start) sends them, and the build
// writes them to dist/_headers for static hosts that read that file. Inline style attributes are allowed
// because pre-rendered markup carries zag's positioning styles. The one inline <script> (the theme, before
// the first paint) is allowed by its hash, which the build writes to inline-hashes.json; no other inline
// <script> or <style> element runs.
import { readFileSync } from "node:fs"

export const hashesFile = new URL("./inline-hashes.json", import.meta.url)
const hashes = JSON.parse(readFileSync(hashesFile, "utf8"))

/** The policy, with who may show the page in a frame. */
const policy = (frameAncestors) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...hashes["script-src"]].join(" "),
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    // the tour reads the code host's public profile API; nothing else leaves the site
    "connect-src 'self' https://api.github.com",
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join("; ")

/** Every page but the isolation views: never shown in a frame. */
export const contentSecurityPolicy = policy("'none'")
/** A demo's isolation view (`/embed/<slug>`, like Storybook's iframe.html): framed by the gallery's own pages only. */
export const embedContentSecurityPolicy = policy("'self'")

/** The paths of the isolation views, in the `_headers` file's syntax. */
export const EMBED_PATHS = "/embed/*"

export const securityHeaders = {
  "Content-Security-Policy": contentSecurityPolicy,
  // for browsers that predate frame-ancestors
  "X-Frame-Options": "DENY",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
}

export const embedHeaders = {
  ...securityHeaders,
  "Content-Security-Policy": embedContentSecurityPolicy,
  "X-Frame-Options": "SAMEORIGIN",
}

/** The headers a path is served with. */
export const headersFor = (pathname) => (pathname.startsWith("/embed/") ? embedHeaders : securityHeaders)

/**
 * The headers in the `_headers` file format (Netlify, Cloudflare Pages): one block for every path, then
 * the isolation views' own framing rules. A host applies every block that matches a path, so that block
 * first detaches the two headers it replaces (`! Name`, Cloudflare Pages' syntax) rather than adding a
 * second, stricter policy that the browser would enforce as well.
 */
export function headersFile() {
  const block = (headers) => Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)
  const replaced = ["Content-Security-Policy", "X-Frame-Options"]
  const embed = Object.fromEntries(replaced.map((name) => [name, embedHeaders[name]]))
  return [
    "/*",
    ...block(securityHeaders),
    EMBED_PATHS,
    ...replaced.map((name) => `  ! ${name}`),
    ...block(embed),
    "",
  ].join("\n")
}
