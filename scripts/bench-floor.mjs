// The floor of first sight for `npm run bench -- --floor`: every pre-rendered page of dist/ with its
// stylesheets inlined and every script (and module preload) removed, served beside the real build. Its
// "widget visible" and FCP are what the HTML and CSS alone allow on this server and machine.
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

/** A page's HTML with its stylesheets inlined and no script. */
export function floorPage(html, dist) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/gi, "")
    .replace(/<link rel="modulepreload"[^>]*>\s*/gi, "")
    .replace(
      /<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/gi,
      (_, file) => `<style>${readFileSync(join(dist, file), "utf8")}</style>`,
    )
}

/** Serves the floor of `dist` on a free loopback port; resolves to its URL and a stop function. */
export async function serveFloor(dist) {
  const pages = new Map()
  for (const file of readdirSync(dist).filter((f) => f.endsWith(".html"))) {
    pages.set(file, floorPage(readFileSync(join(dist, file), "utf8"), dist))
  }
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname)
    const page = path === "/" ? "index.html" : `${path.slice(1)}.html`
    if (pages.has(page)) {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
      return res.end(pages.get(page))
    }
    const file = join(dist, normalize(path).replace(/^(\.\.[/\\])+/, ""))
    if (!file.startsWith(dist) || !existsSync(file) || !extname(file)) {
      res.writeHead(404, { "Content-Type": "text/html; charset=utf-8" })
      return res.end(pages.get("404.html") ?? "")
    }
    res.writeHead(200, { "Content-Type": TYPES[extname(file)] ?? "application/octet-stream" })
    res.end(readFileSync(file))
  })
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve))
  return { url: `http://127.0.0.1:${server.address().port}`, stop: () => server.close() }
}
