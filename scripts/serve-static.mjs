// A static host for a built site, from memory: the bench serves the build, its floor
// (scripts/bench-floor.mjs), the isolation site and the limit site with it.
import { existsSync, readFileSync, readdirSync } from "node:fs"
import { createServer } from "node:http"
import { extname, join, normalize } from "node:path"

const TYPES = {
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".json": "application/json",
}

/**
 * Serves `dist` as a static host would, from memory, on a free loopback port: `/<slug>` answers
 * dist/<slug>.html, unknown paths dist/404.html, and each page carries `headers(path)`. `page` may rewrite
 * every page's HTML (the floor); `redirect` may send a path elsewhere (a 302 to what it returns, with the
 * query kept). The bench serves the build and its floor with this same server, so that they differ only in
 * what they send. Resolves to its URL and a stop function.
 */
export async function serveStatic(dist, { page = (html) => html, headers = () => ({}), redirect = () => null } = {}) {
  const pages = new Map()
  const walk = (dir, prefix) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== "assets" && !entry.name.startsWith("."))
        walk(join(dir, entry.name), `${prefix}${entry.name}/`)
      else if (entry.name.endsWith(".html"))
        pages.set(`${prefix}${entry.name}`, page(readFileSync(join(dir, entry.name), "utf8"), dist))
    }
  }
  walk(dist, "")
  const files = new Map()
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x")
    const path = decodeURIComponent(url.pathname)
    const elsewhere = redirect(path)
    if (elsewhere) {
      res.writeHead(302, { Location: `${elsewhere}${url.search}`, ...headers(path) })
      return res.end()
    }
    const html = path === "/" ? "index.html" : `${path.slice(1)}.html`
    if (pages.has(html)) {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", ...headers(path) })
      return res.end(pages.get(html))
    }
    const file = join(dist, normalize(path).replace(/^(\.\.[/\\])+/, ""))
    if (!file.startsWith(dist) || !extname(file) || !existsSync(file)) {
      res.writeHead(404, { "Content-Type": "text/html; charset=utf-8", ...headers(path) })
      return res.end(pages.get("404.html") ?? "")
    }
    if (!files.has(file)) files.set(file, readFileSync(file))
    res.writeHead(200, { "Content-Type": TYPES[extname(file)] ?? "application/octet-stream", ...headers(path) })
    res.end(files.get(file))
  })
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve))
  return { url: `http://127.0.0.1:${server.address().port}`, stop: () => server.close() }
}
