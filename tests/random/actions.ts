import type { Driver } from "../engine/driver"
import type { Random } from "./rng"
import { activatesExternalLink, keepFocusInDemoArea, pickTarget } from "./targets"

const KEYS = [
  "ArrowUp",
  "ArrowDown",
  "ArrowLeft",
  "ArrowRight",
  "Home",
  "End",
  "PageUp",
  "PageDown",
  "Enter",
  " ",
  "Escape",
  "Tab",
  "Shift+Tab",
  "Backspace",
  "Delete",
  "a",
  "m",
  "z",
  "0",
  "5",
  "9",
]

/** Text a user might paste or type, chosen to break parsers and renderers. */
const EDGE_STRINGS = [
  "",
  "-0",
  "1e309",
  "NaN",
  "x".repeat(400),
  "😀👩‍👩‍👧‍👦🇫🇷",
  "<img src=x onerror=alert(1)>",
  "-1",
  "99999999999999999999",
  " 12 ",
]

/** Files a user might choose: empty, large, and of a type no demo accepts. */
const FILES = [
  { name: "empty.png", mimeType: "image/png", buffer: Buffer.alloc(0) },
  { name: "large.png", mimeType: "image/png", buffer: Buffer.alloc(6 * 1024 * 1024, 1) },
  { name: "program.exe", mimeType: "application/x-msdownload", buffer: Buffer.from("MZ") },
]

export const randomFile = (random: Random) => random.pick(FILES)

/** Performs one random action and says what it did (for the failure report). */
export async function randomAction(page: Driver, random: Random): Promise<string> {
  const roll = random.next()
  if (roll < 0.35) return click(page, random)
  if (roll < 0.65) return press(page, random)
  if (roll < 0.8) return type(page, random)
  if (roll < 0.93) return drag(page, random)
  return chooseFile(page, random)
}

async function click(page: Driver, random: Random) {
  const target = await pickTarget(page, random.next(), {})
  if (!target) return "click: nothing to click"
  const { x, y } = target.point
  const button = random.chance(0.15) ? "right" : "left"
  const modifier = random.chance(0.15) ? random.pick(["Shift", "Control"] as const) : null
  if (modifier) await page.keyboard.down(modifier)
  await page.mouse.click(x, y, { button })
  if (modifier) await page.keyboard.up(modifier)
  return `${modifier ? `${modifier}+` : ""}${button} click on ${target.description}`
}

async function press(page: Driver, random: Random) {
  let key = random.pick(KEYS)
  // keys go where focus is; now and then (or when focus wandered to the nav) focus something first
  let focused = ""
  if (random.chance(0.3)) {
    const target = await pickTarget(page, random.next(), { focus: true })
    focused = target ? ` after focusing ${target.description}` : ""
  }
  if (await keepFocusInDemoArea(page)) focused += " (focus taken out of the nav)"
  // a link off the site (a menu of links) is a way out of the page, not something to check on it
  if ((key === "Enter" || key === " ") && (await activatesExternalLink(page))) {
    focused += ` (${key === " " ? "Space" : key} would have followed a link off the site)`
    key = "ArrowDown"
  }
  await page.keyboard.press(key)
  return `press ${JSON.stringify(key)}${focused}`
}

async function type(page: Driver, random: Random) {
  const target = await pickTarget(page, random.next(), { editable: true, focus: true })
  if (!target) return press(page, random)
  const text = random.pick(EDGE_STRINGS)
  if (random.chance(0.3)) await page.keyboard.press("ControlOrMeta+a")
  await page.keyboard.insertText(text)
  const enter = random.chance(0.5)
  if (enter) await page.keyboard.press("Enter")
  return `type ${JSON.stringify(text.length > 30 ? `${text.slice(0, 30)}…` : text)}${enter ? " + Enter" : ""} into ${target.description}`
}

async function drag(page: Driver, random: Random) {
  const target = await pickTarget(page, random.next(), {})
  if (!target) return "drag: nothing to drag"
  const from = target.point
  // past an edge of the element by up to 200 px, sometimes off the viewport
  const to = {
    x: random.chance(0.5) ? target.x - random.int(200) : target.x + target.width + random.int(200),
    y: target.y + target.height * random.next() + (random.chance(0.3) ? random.int(400) - 200 : 0),
  }
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  await page.mouse.move(to.x, to.y, { steps: 4 })
  await page.mouse.up()
  return `drag ${target.description} to (${Math.round(to.x)}, ${Math.round(to.y)})`
}

async function chooseFile(page: Driver, random: Random) {
  // a disabled picker takes no file from a person (Firefox refuses to set one)
  const inputs = "main input[type=file]:enabled, body > :not(#app) input[type=file]:enabled"
  if (!(await page.evaluate((inputs) => document.querySelector(inputs) !== null, inputs))) return click(page, random)
  const file = randomFile(random)
  await page.setInputFiles(inputs, file)
  return `choose file ${file.name} (${file.buffer.length} bytes)`
}
