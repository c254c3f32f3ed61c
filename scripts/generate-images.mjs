// Usage: node scripts/generate-images.mjs
// Draws the sample images of the /carousel (6 scenes, 500x300), /avatar (4 portraits, 200x150) and
// /image-cropper (1 scene, 500x300) demos as SVG, rasterises them in Chromium and saves them as WebP under public/images/<slug>/.
// Everything is drawn here: no image is fetched from anywhere. Commit the output.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { launchChromium } from "../tests/browser.mjs"

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "public", "images")
const QUALITY = 0.8

const svg = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`
const gradient = (id, stops, vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map(([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`)
    .join("")}</linearGradient>`
/** A jagged ridge line across the width, closed at the bottom. */
const ridge = (points, fill, w = 500, h = 300) =>
  `<path d="M0 ${h} ${points.map(([x, y]) => `L${x} ${y}`).join(" ")} L${w} ${h} Z" fill="${fill}"/>`
const stars = (count, w, h, seed) => {
  let s = seed
  const rand = () => (s = (s * 16807) % 2147483647) / 2147483647
  return Array.from({ length: count }, () => {
    const r = (rand() * 1.2 + 0.4).toFixed(1)
    return `<circle cx="${(rand() * w).toFixed(0)}" cy="${(rand() * h).toFixed(0)}" r="${r}" fill="#fff" opacity="${(0.5 + rand() / 2).toFixed(2)}"/>`
  }).join("")
}

const carousel = {
  "mountains.webp": svg(
    500,
    300,
    `<defs>${gradient("sky", [
      [0, "#7cc4f5"],
      [1, "#e3f3ff"],
    ])}</defs>
    <rect width="500" height="300" fill="url(#sky)"/>
    <circle cx="400" cy="70" r="32" fill="#fff6c9"/>
    ${ridge(
      [
        [0, 190],
        [70, 120],
        [130, 170],
        [210, 80],
        [290, 160],
        [360, 110],
        [430, 150],
        [500, 120],
      ],
      "#8aa3b8",
    )}
    <path d="M210 80 L235 108 L222 104 L210 116 L197 103 L186 107 Z" fill="#fff"/>
    <path d="M360 110 L380 128 L368 126 L360 134 L350 126 Z" fill="#fff"/>
    ${ridge(
      [
        [0, 230],
        [90, 180],
        [170, 220],
        [260, 170],
        [350, 215],
        [430, 185],
        [500, 210],
      ],
      "#4f7a5a",
    )}
    ${ridge(
      [
        [0, 270],
        [120, 245],
        [250, 265],
        [380, 240],
        [500, 260],
      ],
      "#2f5a3c",
    )}`,
  ),
  "sea.webp": svg(
    500,
    300,
    `<defs>${gradient("sky", [
      [0, "#ff9a6b"],
      [0.6, "#ffd39b"],
      [1, "#ffe9c7"],
    ])}${gradient("sea", [
      [0, "#2a6f97"],
      [1, "#163d5a"],
    ])}</defs>
    <rect width="500" height="300" fill="url(#sky)"/>
    <circle cx="250" cy="180" r="55" fill="#ffefb0"/>
    <rect y="180" width="500" height="120" fill="url(#sea)"/>
    ${[195, 215, 238, 264].map((y, i) => `<rect x="${200 - i * 10}" y="${y}" width="${100 + i * 20}" height="3" rx="1.5" fill="#ffe7a8" opacity="${0.8 - i * 0.15}"/>`).join("")}
    <path d="M70 120 q8 -8 16 0 q8 -8 16 0" stroke="#5b3a2e" stroke-width="3" fill="none"/>
    <path d="M120 100 q6 -6 12 0 q6 -6 12 0" stroke="#5b3a2e" stroke-width="2.5" fill="none"/>
    <path d="M380 230 l40 0 l-8 14 l-26 0 Z" fill="#3b2a20"/><path d="M398 230 l0 -34 l16 30 Z" fill="#f4f1ea"/>`,
  ),
  "desert.webp": svg(
    500,
    300,
    `<defs>${gradient("sky", [
      [0, "#f6c36b"],
      [1, "#fbe7b5"],
    ])}</defs>
    <rect width="500" height="300" fill="url(#sky)"/>
    <circle cx="110" cy="80" r="38" fill="#fff1c1"/>
    <path d="M0 210 Q120 150 250 200 T500 180 L500 300 L0 300 Z" fill="#e0a458"/>
    <path d="M0 250 Q150 200 300 245 T500 235 L500 300 L0 300 Z" fill="#c9843e"/>
    <g fill="#3d6b45"><rect x="372" y="150" width="14" height="80" rx="7"/><rect x="352" y="170" width="10" height="30" rx="5"/><rect x="352" y="192" width="24" height="10" rx="5"/><rect x="394" y="160" width="10" height="34" rx="5"/><rect x="382" y="186" width="22" height="10" rx="5"/></g>`,
  ),
  "forest.webp": svg(
    500,
    300,
    `<defs>${gradient("sky", [
      [0, "#bfe3c6"],
      [1, "#eef8ef"],
    ])}</defs>
    <rect width="500" height="300" fill="url(#sky)"/>
    ${Array.from({ length: 11 }, (_, i) => {
      const x = i * 50 - 10
      const h = 120 + ((i * 37) % 60)
      return `<path d="M${x} 260 L${x + 30} ${260 - h} L${x + 60} 260 Z" fill="#3f7d4e"/>`
    }).join("")}
    ${Array.from({ length: 8 }, (_, i) => {
      const x = i * 68 + 5
      const h = 150 + ((i * 53) % 50)
      return `<path d="M${x} 300 L${x + 36} ${300 - h} L${x + 72} 300 Z" fill="#24563a"/><rect x="${x + 32}" y="285" width="8" height="15" fill="#5a3d2b"/>`
    }).join("")}`,
  ),
  "city.webp": svg(
    500,
    300,
    `<defs>${gradient("sky", [
      [0, "#0b1736"],
      [1, "#2c3e77"],
    ])}</defs>
    <rect width="500" height="300" fill="url(#sky)"/>
    ${stars(70, 500, 160, 7)}
    <circle cx="420" cy="60" r="24" fill="#f3f0d8"/><circle cx="430" cy="54" r="22" fill="#0f1d42"/>
    ${[
      [0, 150, 60],
      [60, 110, 50],
      [110, 170, 70],
      [180, 90, 45],
      [225, 140, 80],
      [305, 120, 55],
      [360, 180, 60],
      [420, 100, 80],
    ]
      .map(([x, h, w], i) => {
        const top = 300 - h - 40
        let windows = ""
        for (let wy = top + 12; wy < 280; wy += 18)
          for (let wx = x + 8; wx < x + w - 10; wx += 14)
            if ((wx * 7 + wy * 3 + i) % 5 < 2)
              windows += `<rect x="${wx}" y="${wy}" width="6" height="8" fill="#ffd97a"/>`
        return `<rect x="${x}" y="${top}" width="${w}" height="${h + 40}" fill="${i % 2 ? "#17224a" : "#1d2b5c"}"/>${windows}`
      })
      .join("")}`,
  ),
  "aurora.webp": svg(
    500,
    300,
    `<defs>${gradient("sky", [
      [0, "#04121f"],
      [1, "#0e2f3f"],
    ])}${gradient("glow", [
      [0, "#6ff7c2", 0],
      [1, "#2bb8a3"],
    ])}</defs>
    <rect width="500" height="300" fill="url(#sky)"/>
    ${stars(90, 500, 200, 42)}
    <path d="M-20 150 C80 40 160 170 260 80 S420 40 520 110 L520 160 C420 100 340 180 260 140 S80 110 -20 200 Z" fill="#49e0a8" opacity="0.55"/>
    <path d="M-20 120 C100 60 200 140 300 60 S440 90 520 50 L520 80 C430 120 330 100 300 100 S100 110 -20 160 Z" fill="#7b8cff" opacity="0.35"/>
    ${ridge(
      [
        [0, 240],
        [60, 210],
        [120, 235],
        [200, 200],
        [280, 240],
        [340, 215],
        [420, 245],
        [500, 220],
      ],
      "#0a1a16",
    )}
    <rect y="262" width="500" height="38" fill="#0d2a33"/>`,
  ),
}

const face = ({ bg, skin, hair, shirt, hairStyle }) =>
  svg(
    200,
    150,
    `<rect width="200" height="150" fill="${bg}"/>
    <circle cx="40" cy="30" r="18" fill="#fff" opacity="0.25"/><circle cx="170" cy="120" r="26" fill="#fff" opacity="0.18"/>
    <path d="M50 150 C55 112 145 112 150 150 Z" fill="${shirt}"/>
    <rect x="91" y="92" width="18" height="20" fill="${skin}"/>
    ${hairStyle === "long" ? `<path d="M62 70 C60 30 140 30 138 70 L142 120 L58 120 Z" fill="${hair}"/>` : ""}
    <ellipse cx="100" cy="70" rx="32" ry="36" fill="${skin}"/>
    ${
      hairStyle === "spiky"
        ? `<path d="M66 62 L70 36 L82 48 L88 26 L100 44 L112 24 L118 46 L132 34 L134 62 C120 46 80 46 66 62 Z" fill="${hair}"/>`
        : hairStyle === "bun"
          ? `<circle cx="100" cy="28" r="14" fill="${hair}"/><path d="M67 66 C66 36 134 36 133 66 C120 50 80 50 67 66 Z" fill="${hair}"/>`
          : `<path d="M67 66 C66 34 134 34 133 66 C118 48 82 52 67 66 Z" fill="${hair}"/>`
    }
    <circle cx="88" cy="72" r="4" fill="#2b2b33"/><circle cx="112" cy="72" r="4" fill="#2b2b33"/>
    <path d="M90 88 Q100 96 110 88" stroke="#8a3b3b" stroke-width="3" fill="none" stroke-linecap="round"/>
    <circle cx="80" cy="84" r="5" fill="#f08a8a" opacity="0.35"/><circle cx="120" cy="84" r="5" fill="#f08a8a" opacity="0.35"/>`,
  )

const avatar = {
  "avatar-1.webp": face({ bg: "#f7b267", skin: "#f3cfa8", hair: "#f2c230", shirt: "#e86a33", hairStyle: "spiky" }),
  "avatar-2.webp": face({ bg: "#8ecae6", skin: "#e9c39b", hair: "#c9ccd6", shirt: "#264b73", hairStyle: "spiky" }),
  "avatar-3.webp": face({ bg: "#b8e0a8", skin: "#c68e63", hair: "#2d1f1a", shirt: "#3a7d44", hairStyle: "bun" }),
  "avatar-4.webp": face({ bg: "#d6b4f0", skin: "#f1d2b6", hair: "#5b3a29", shirt: "#7b4fa8", hairStyle: "long" }),
}

// the /image-cropper demo's photo: a lake at dusk, with a boat off centre to frame
const imageCropper = {
  "lake.webp": svg(
    500,
    300,
    `<defs>${gradient("dusk", [
      [0, "#3b2f6b"],
      [0.55, "#f08a5d"],
      [1, "#f9d78b"],
    ])}${gradient("water", [
      [0, "#2d4f73"],
      [1, "#14263d"],
    ])}</defs>
    <rect width="500" height="300" fill="url(#dusk)"/>
    <circle cx="250" cy="170" r="46" fill="#ffe3a3"/>
    ${ridge(
      [
        [0, 150],
        [90, 120],
        [170, 160],
        [260, 130],
        [350, 165],
        [430, 125],
        [500, 150],
      ],
      "#4a3a5e",
      500,
      185,
    )}
    <rect y="185" width="500" height="115" fill="url(#water)"/>
    <rect x="215" y="195" width="70" height="4" fill="#ffe3a3" opacity="0.6"/>
    <rect x="230" y="210" width="40" height="3" fill="#ffe3a3" opacity="0.4"/>
    <path d="M330 240 L400 240 L390 252 L342 252 Z" fill="#1b1b24"/>
    <path d="M366 238 L366 200 L388 236 Z" fill="#f4efe6"/>`,
  ),
}

const browser = await launchChromium()
const page = await browser.newPage()
await page.setContent("<!doctype html><title>render</title>")
for (const [slug, images] of Object.entries({ carousel, avatar, "image-cropper": imageCropper })) {
  const dir = join(root, slug)
  mkdirSync(dir, { recursive: true })
  for (const [name, markup] of Object.entries(images)) {
    const dataUrl = await page.evaluate(
      async ({ markup, quality }) => {
        const img = new Image()
        img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`
        await img.decode()
        const canvas = document.createElement("canvas")
        canvas.width = img.naturalWidth
        canvas.height = img.naturalHeight
        canvas.getContext("2d").drawImage(img, 0, 0)
        return canvas.toDataURL("image/webp", quality)
      },
      { markup, quality: QUALITY },
    )
    const bytes = Buffer.from(dataUrl.split(",")[1], "base64")
    writeFileSync(join(dir, name), bytes)
    console.log(`${slug}/${name}: ${bytes.length} bytes`)
  }
}
await browser.close()

// The avatar demo's "Broken Image": a local file that exists (so the server answers 200, with no 404 in
// the console) but holds only a WebP's 12-byte signature, so every browser refuses it at once. With the
// image's header (48 bytes), Firefox read its size, fired `load` and then logged "Image corrupt or
// truncated": zag took it for loaded and the fallback never showed.
const broken = join(root, "avatar", "broken.webp")
const whole = readFileSync(join(root, "avatar", "avatar-1.webp"))
writeFileSync(broken, whole.subarray(0, 12))
console.log(`avatar/broken.webp: 12 bytes (cut short on purpose)`)
