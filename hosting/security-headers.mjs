// The response headers the gallery is served with: `vite preview` (npm start) sends them, and the build
// writes them to dist/_headers for static hosts that read that file. Inline style attributes are allowed
// because pre-rendered markup carries zag's positioning styles. The one inline <script> (the theme, before
// the first paint) is allowed by its hash, which the build writes to inline-hashes.json; no other inline
// <script> or <style> element runs.
import { readFileSync } from "node:fs"

export const hashesFile = new URL("./inline-hashes.json", import.meta.url)
const hashes = JSON.parse(readFileSync(hashesFile, "utf8"))

export const contentSecurityPolicy = [
  "default-src 'self'",
  ["script-src 'self'", ...hashes["script-src"]].join(" "),
  "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data: blob:",
  // the tour reads the code host's public profile API; nothing else leaves the site
  "connect-src 'self' https://api.github.com",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join("; ")

export const securityHeaders = {
  "Content-Security-Policy": contentSecurityPolicy,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
}

/** The headers in the `_headers` file format (Netlify, Cloudflare Pages): one block for every path. */
export function headersFile() {
  const lines = Object.entries(securityHeaders).map(([name, value]) => `  ${name}: ${value}`)
  return `/*\n${lines.join("\n")}\n`
}
