import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Page as PlaywrightPage } from "@playwright/test"
import type { ConsoleMessage, Page as PuppeteerPage } from "puppeteer-core"

export type Engine = "chromium" | "firefox"

export type FileToChoose = { name: string; mimeType: string; buffer: Buffer }

/**
 * What the engine-neutral suites (random use, first interactions) do with a page: the same calls over
 * Playwright's Page (Chromium) and puppeteer's Page (Firefox over WebDriver BiDi). Keys use Playwright's
 * names and its `Shift+Tab` combinations.
 */
export interface Driver {
  readonly engine: Engine
  url(): string
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>
  /** Runs JavaScript source in the page as the test's own code (the page's CSP doesn't apply to it). */
  evaluateSource(source: string): Promise<unknown>
  mouse: {
    click(x: number, y: number, options?: { button?: "left" | "right" }): Promise<void>
    move(x: number, y: number, options?: { steps?: number }): Promise<void>
    down(): Promise<void>
    up(): Promise<void>
  }
  keyboard: {
    press(key: string): Promise<void>
    down(key: string): Promise<void>
    up(key: string): Promise<void>
    /** Inserts text where focus is, as an input method would: input events, no key events. */
    insertText(text: string): Promise<void>
  }
  /** Chooses a file in the first element matching a CSS selector (an `input[type=file]`). */
  setInputFiles(selector: string, file: FileToChoose): Promise<void>
  /** Waits until the predicate, run in the page, is truthy; fails naming `what` after `timeout` ms. */
  waitFor<A>(predicate: (arg: A) => unknown, arg: A, what: string, timeout?: number): Promise<void>
  /** Opens a path of the server under test. */
  goto(path: string): Promise<void>
  /** Runs a function (it takes nothing from outside) in every document the page loads from now on, first. */
  addInitScript(script: () => void): Promise<void>
  /**
   * Gives the page's window the focus back, as a person switching tabs does: a Tab pressed past the page's
   * last control takes it to the browser's own controls, where Firefox's clicks in the page don't reach.
   */
  bringToFront(): Promise<void>
  /** Loads every document and file from the server from now on, as on a first visit (no HTTP cache). */
  disableCache(): Promise<void>
  /**
   * Counts the page's requests from now on; the returned wait resolves once none is in flight (a page left
   * while a lazy chunk loads reports the aborted import as an uncaught error: the leaver's doing, not the page's).
   */
  trackRequests(): (what: string) => Promise<void>
  /** Answers requests whose URL starts with `prefix` with JSON, as a remote API would. */
  answerRemote(prefix: string, json: unknown): Promise<void>
  /** Calls the listeners on console messages, uncaught errors and requests of the page. */
  watch(listeners: PageListeners): void
  /**
   * What a random user's clicks may start: dialogs (reported, then dismissed), popups (closed), and
   * file pickers (answered with `pickFile()`). Returns a wait for the pickers' answers so far (the page goes on
   * answering after it).
   */
  answerSideEffects(handlers: { dialog(type: string, message: string): void; pickFile(): FileToChoose }): {
    settled(): Promise<void>
  }
}

export type PageListeners = {
  /** `type` is "error", "warning" (Firefox: "warn"), ...; `url` is the script or document that logged it. */
  console(type: string, text: string, url: string | undefined): void
  pageError(message: string): void
  request(url: string): void
}

const WAIT = 5_000

type RequestEvents = {
  on(event: "request" | "requestfinished" | "requestfailed", listener: (request: object) => void): unknown
}

/** Counts a page's requests in flight; `done()` resolves when there are none (failing after `WAIT`). */
function inFlight(page: RequestEvents, engine: Engine) {
  const pending = new Set<object>()
  const idle: Array<() => void> = []
  const end = (request: object) => {
    pending.delete(request)
    if (!pending.size) for (const resolve of idle.splice(0)) resolve()
  }
  page.on("request", (request) => pending.add(request))
  page.on("requestfinished", end)
  page.on("requestfailed", end)
  return async (what: string) => {
    if (!pending.size) return
    let timer: ReturnType<typeof setTimeout> | undefined
    await Promise.race([
      new Promise<void>((resolve) => idle.push(resolve)),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`${engine}: requests still in flight after ${WAIT} ms ${what}`)),
          WAIT,
        )
      }),
    ]).finally(() => clearTimeout(timer))
  }
}

export function playwrightDriver(page: PlaywrightPage): Driver {
  return {
    trackRequests: () => inFlight(page, "chromium"),
    bringToFront: () => page.bringToFront(),
    goto: async (path) => void (await page.goto(path)),
    addInitScript: async (script) => void (await page.addInitScript(script)),
    async disableCache() {
      const session = await page.context().newCDPSession(page)
      await session.send("Network.enable")
      await session.send("Network.setCacheDisabled", { cacheDisabled: true })
    },
    answerRemote: async (prefix, json) => void (await page.route(`${prefix}**`, (route) => route.fulfill({ json }))),
    watch(listeners) {
      page.on("console", (msg) => listeners.console(msg.type(), msg.text(), msg.location().url))
      page.on("pageerror", (error) => listeners.pageError(error.message))
      page.on("request", (request) => listeners.request(request.url()))
    },
    answerSideEffects({ dialog, pickFile }) {
      page.on("dialog", async (shown) => {
        dialog(shown.type(), shown.message())
        await shown.dismiss()
      })
      page.on("popup", (popup) => void popup.close())
      const choosing: Array<Promise<void>> = []
      page.on("filechooser", (chooser) =>
        choosing.push(
          chooser
            .element()
            .evaluate(picksFolder)
            .then((folder) => chooser.setFiles(folder ? folderOnDisk(pickFile()) : pickFile())),
        ),
      )
      return { settled: async () => void (await Promise.all(choosing.splice(0))) }
    },
    engine: "chromium",
    url: () => page.url(),
    evaluate: (fn, arg) => page.evaluate(fn as (arg: unknown) => never, arg),
    evaluateSource: (source) => page.evaluate(source),
    mouse: {
      click: (x, y, options) => page.mouse.click(x, y, options),
      move: (x, y, options) => page.mouse.move(x, y, options),
      down: () => page.mouse.down(),
      up: () => page.mouse.up(),
    },
    keyboard: {
      press: (key) => page.keyboard.press(key),
      down: (key) => page.keyboard.down(key),
      up: (key) => page.keyboard.up(key),
      insertText: (text) => page.keyboard.insertText(text),
    },
    async setInputFiles(selector, file) {
      const input = page.locator(selector).first()
      await input.setInputFiles((await input.evaluate(picksFolder)) ? folderOnDisk(file) : file)
    },
    async waitFor(predicate, arg, what, timeout = WAIT) {
      try {
        await page.waitForFunction(predicate as (arg: unknown) => unknown, arg, { timeout })
      } catch (error) {
        throw new Error(`chromium: timed out after ${timeout} ms waiting until ${what}`, { cause: error })
      }
    },
  }
}

/** Playwright's modifier names, as puppeteer spells them (on Linux, ControlOrMeta is Control). */
const modifierName = (key: string) => (key === "ControlOrMeta" ? "Control" : key)

// puppeteer's key names are Playwright's for every key the suites press
type PuppeteerKey = Parameters<PuppeteerPage["keyboard"]["press"]>[0]

let filesDir: string | undefined
/** puppeteer chooses files by path: the file is written to a temporary folder under its own name. */
export function fileOnDisk(file: FileToChoose) {
  filesDir ??= mkdtempSync(join(tmpdir(), "zag-gallery-files-"))
  const path = join(filesDir, file.name)
  writeFileSync(path, file.buffer)
  return path
}

/**
 * A folder picker (`webkitdirectory`, which zag's `directory` prop sets) takes a folder, never a file: the
 * file is written alone into a fresh temporary folder, and that folder is what a person picks.
 */
export function folderOnDisk(file: FileToChoose) {
  const folder = mkdtempSync(join(tmpdir(), "zag-gallery-folder-"))
  writeFileSync(join(folder, file.name), file.buffer)
  return folder
}

const picksFolder = (input: Element) => (input as HTMLInputElement).webkitdirectory

/**
 * Run in a Firefox page before its own scripts: an Error the page logs with console.error is logged as its text
 * (name, message and the first lines of its stack), which BiDi carries; the Error itself arrives as
 * "JSHandle@error", without its message (consoleText).
 */
export function readableConsoleErrors() {
  const log = console.error.bind(console)
  const text = (error: Error) =>
    `${error.name}: ${error.message}\n${(error.stack ?? "").split("\n").slice(0, 6).join("\n")}`
  // what a page logs once the driver has left it (a chunk it was still loading, cut off by the navigation) is
  // marked, and what fails there uncaught is not reported
  const left = () => (window as unknown as { zagLeft?: boolean }).zagLeft === true
  console.error = (...args: unknown[]) => {
    const readable = args.map((arg) => (arg instanceof Error ? text(arg) : arg))
    if (left()) log(LEFT_PAGE, ...readable)
    else log(...readable)
  }
  const unreported = (event: Event) => left() && event.preventDefault()
  addEventListener("unhandledrejection", unreported)
  addEventListener("error", unreported)
}

/** The first word of what a page logs after the driver left it (`readableConsoleErrors`). */
export const LEFT_PAGE = "[a page being left]"

/** Firefox through puppeteer; `baseURL` is the server under test (for `goto`). */
/**
 * A console message's text. Over BiDi an Error argument reads "JSHandle@error", and its handle can't be read
 * back (it comes serialized without its message): the text names where the page logged it instead.
 */
function consoleText(msg: ConsoleMessage) {
  if (!msg.text().includes("JSHandle@error")) return msg.text()
  const frames = msg
    .stackTrace()
    .slice(0, 4)
    .map((frame) => `${frame.url?.replace(/^.*\//, "") || "?"}:${frame.lineNumber}:${frame.columnNumber}`)
  return `${msg.text()} (logged at ${frames.join(" < ") || "no stack"})`
}

export function puppeteerDriver(page: PuppeteerPage, baseURL: string): Driver {
  const press = async (combination: string) => {
    // "Shift+Tab": modifiers down, the key, modifiers up ("+" alone is a key)
    const keys = combination.length > 1 ? combination.split("+") : [combination]
    const key = keys.pop() as string
    for (const modifier of keys) await page.keyboard.down(modifierName(modifier) as PuppeteerKey)
    await page.keyboard.press(key as PuppeteerKey)
    for (const modifier of keys.toReversed()) await page.keyboard.up(modifierName(modifier) as PuppeteerKey)
  }
  const answered: string[] = []
  return {
    trackRequests: () => inFlight(page as unknown as RequestEvents, "firefox"),
    async bringToFront() {
      // activating the tab that is already active does nothing: come back to it from another one
      const other = (await page.browser().pages()).find((open) => open !== page)
      await other?.bringToFront()
      await page.bringToFront()
    },
    async goto(path) {
      // Firefox goes on running the page being left, and logs its loads that the navigation cuts off
      await page.evaluate(() => Object.assign(window, { zagLeft: true })).catch(() => undefined)
      await page.goto(new URL(path, baseURL).href)
    },
    addInitScript: async (script) => void (await page.evaluateOnNewDocument(script)),
    disableCache: () => page.setCacheEnabled(false),
    async answerRemote(prefix, json) {
      answered.push(prefix)
      // interception on: every other request of the page is let through one by one
      await page.setRequestInterception(true)
      page.on("request", (request) => {
        if (request.isInterceptResolutionHandled()) return
        if (request.url().startsWith(prefix))
          void request.respond({
            status: 200,
            contentType: "application/json",
            headers: { "Access-Control-Allow-Origin": "*" },
            body: JSON.stringify(json),
          })
        else void request.continue()
      })
    },
    watch(listeners) {
      page.on("console", (msg) => listeners.console(msg.type(), consoleText(msg), msg.location().url))
      page.on("pageerror", (error) => listeners.pageError((error as Error).message ?? String(error)))
      page.on("request", (request) => {
        // a request this page answers itself is the test's own stand-in for the remote API
        if (!answered.some((prefix) => request.url().startsWith(prefix))) listeners.request(request.url())
      })
    },
    answerSideEffects({ dialog, pickFile }) {
      page.on("dialog", async (shown) => {
        dialog(shown.type(), shown.message())
        await shown.dismiss()
      })
      page.on("popup", (popup) => void popup?.close())
      // puppeteer answers one picker per wait: each answer starts the wait for the next
      let stop = new AbortController()
      const choosing: Array<Promise<void>> = []
      const answerNext = (): void => {
        const { signal } = stop
        choosing.push(
          page.waitForFileChooser({ timeout: 0, signal }).then(
            (chooser) => {
              if (!signal.aborted) answerNext()
              return chooser.accept([fileOnDisk(pickFile())])
            },
            () => undefined,
          ),
        )
      }
      answerNext()
      return {
        settled: async () => {
          stop.abort()
          await Promise.all(choosing.splice(0))
          stop = new AbortController()
          answerNext()
        },
      }
    },
    engine: "firefox",
    url: () => page.url(),
    evaluate: (fn, arg) => page.evaluate(fn as (arg: unknown) => never, arg),
    evaluateSource: (source) => page.evaluate(source),
    mouse: {
      click: (x, y, options) => page.mouse.click(x, y, { button: options?.button ?? "left" }),
      // WebDriver refuses pointer moves outside the viewport (CDP allows them): the pointer stops at its edge
      move: (x, y, options) => {
        const { width, height } = page.viewport() ?? { width: 1280, height: 800 }
        const inside = (value: number, size: number) => Math.min(Math.max(value, 0), size - 1)
        return page.mouse.move(inside(x, width), inside(y, height), { steps: options?.steps ?? 1 })
      },
      down: () => page.mouse.down(),
      up: () => page.mouse.up(),
    },
    keyboard: {
      press,
      down: (key) => page.keyboard.down(modifierName(key) as PuppeteerKey),
      up: (key) => page.keyboard.up(modifierName(key) as PuppeteerKey),
      // what puppeteer's own sendCharacter does, for a whole string at once
      insertText: (text) => page.evaluate((text) => void document.execCommand("insertText", false, text), text),
    },
    async setInputFiles(selector, file) {
      const input = await page.$(selector)
      if (!input) throw new Error(`firefox: no ${selector} to choose a file in`)
      // Firefox's WebDriver BiDi can't choose a folder (NS_ERROR_FILE_IS_DIRECTORY) but sets a file into a
      // folder picker, so Firefox gets the file whatever the picker is
      await (input as import("puppeteer-core").ElementHandle<HTMLInputElement>).uploadFile(fileOnDisk(file))
      await input.dispose()
    },
    async waitFor(predicate, arg, what, timeout = WAIT) {
      try {
        // puppeteer's wait makes several round trips over BiDi even when the predicate already holds (about
        // 43 ms against 14 for one evaluate, idle): most waits of the suites find their state already there
        const holds = `(async () => Boolean(await (${predicate.toString()})(${JSON.stringify(arg)})))()`
        if (await page.evaluate(holds)) return
        await page.waitForFunction(predicate as (arg: unknown) => unknown, { timeout, polling: "raf" }, arg)
      } catch (error) {
        throw new Error(`firefox: timed out after ${timeout} ms waiting until ${what}`, { cause: error })
      }
    },
  }
}
