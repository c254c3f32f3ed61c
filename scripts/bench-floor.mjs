// The floor of first sight for `npm run bench -- --floor`: every pre-rendered page of dist/ with its
// stylesheets inlined and every script (and module preload) removed, served beside the real build. Its
// "widget visible" and FCP are what the HTML and CSS alone allow on this server and machine.
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { serveStatic } from "./serve-static.mjs"

/** A page's HTML with its stylesheets inlined and no script. */
export function floorPage(html, dist) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/gi, "")
    .replace(/<link rel="modulepreload"[^>]*>\s*/gi, "")
    .replace(/<link rel="stylesheet"[^>]*disabled>/gi, "")
    .replace(
      /<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/gi,
      (_, file) => `<style>${readFileSync(join(dist, file), "utf8")}</style>`,
    )
}

/** Serves the floor of `dist` (no headers: its inlined stylesheets are what a strict policy would block). */
export const serveFloor = (dist) => serveStatic(dist, { page: floorPage })
