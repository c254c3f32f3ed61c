import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import type { Locator, Page } from "@playwright/test"
import { recordWidgetShifts } from "./engine/shifts"
import { expect, holdRequests, test } from "./fixtures"

/** Holds back a demo page's entry script until the returned function is called: the page stays pre-rendered. */
const holdEntry = (page: Page, slug: string) => holdRequests(page, new RegExp(`/assets/demo-${slug}-[\\w-]+\\.js$`))

// A pre-rendered page is on screen before its script runs; these check that a click made before it is live
// is not lost, and that the theme is right with no script at all. That every route is live by its load
// event is part of the per-route check (tests/suites/route.ts), in both engines.
test.describe("first load", () => {
  for (const clicks of [1, 2]) {
    test(`${clicks === 1 ? "a click" : "two clicks"} on the trigger at the first paint, before any script has run: the dialog opens`, async ({
      page,
    }) => {
      const release = await holdEntry(page, "dialog")
      await page.goto("/dialog", { waitUntil: "commit" })
      const trigger = page.getByRole("button", { name: "Click me" })
      // clicked again because the first click showed nothing: replayed, both would open and close it
      for (let i = 0; i < clicks; i++) await trigger.click()
      await expect(page.locator("html")).not.toHaveAttribute("data-hydrated")
      release()
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "")
      await expect(page.locator('[data-scope="dialog"][data-part="content"]')).toHaveAttribute("data-state", "open")
    })
  }

  test("a checkbox and a radio set at the first paint, before any script has run, are set once the page is live", async ({
    page,
  }) => {
    let release = await holdEntry(page, "checkbox")
    await page.goto("/checkbox", { waitUntil: "commit" })
    await page.getByText("Input Unchecked").click()
    await expect(page.getByTestId("hidden-input")).toBeChecked()
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated")
    release()
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "")
    await expect(page.locator('[data-scope="checkbox"][data-part="root"]')).toHaveAttribute("data-state", "checked")
    await expect(page.getByText("Input Checked")).toBeVisible()
    await expect(page.getByTestId("hidden-input")).toBeChecked()

    // in a radio group the last choice counts: Oranges, then Apples, then Oranges again
    await page.unrouteAll()
    release = await holdEntry(page, "radio-group")
    await page.goto("/radio-group", { waitUntil: "commit" })
    for (const fruit of ["radio-orange", "radio-apple", "radio-orange"]) await page.getByTestId(fruit).click()
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated")
    release()
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "")
    await expect(page.getByTestId("radio-orange")).toHaveAttribute("data-state", "checked")
    await expect(page.getByTestId("radio-apple")).toHaveAttribute("data-state", "unchecked")
    await expect(page.getByRole("radio", { name: "Oranges" })).toBeChecked()
  })

  /**
   * Reaches the element by keyboard (Shift+Tab, Tab) before the page's script runs, does `meanwhile`, then
   * lets the script run.
   */
  async function tabToBeforeLive(page: Page, slug: string, target: Locator, meanwhile = async () => {}) {
    const release = await holdEntry(page, slug)
    await page.goto(`/${slug}`, { waitUntil: "commit" })
    await target.focus()
    await page.keyboard.press("Shift+Tab")
    await page.keyboard.press("Tab")
    await expect(target).toBeFocused()
    await meanwhile()
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated")
    release()
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "")
  }

  test("a slider thumb reached by keyboard before any script has run takes arrow keys once the page is live", async ({
    page,
  }) => {
    const thumb = page.getByRole("slider")
    await tabToBeforeLive(page, "slider", thumb)
    // zag's slider takes arrow keys only once it has seen its thumb focused
    await page.keyboard.press("ArrowRight")
    await expect(thumb).toHaveAttribute("aria-valuenow", "1")
  })

  test("an arrow key pressed on a slider thumb before any script has run moves it once the page is live, pressed again in a row once", async ({
    page,
  }) => {
    const thumb = page.getByRole("slider")
    await tabToBeforeLive(page, "slider", thumb, async () => {
      // nothing happens yet, so the visitor presses again: that counts once, as a click made again does
      await page.keyboard.press("ArrowRight")
      await page.keyboard.press("ArrowRight")
    })
    await expect(thumb).toHaveAttribute("aria-valuenow", "1")
  })

  test("an arrow key pressed on a tab before any script has run selects the next tab once the page is live", async ({
    page,
  }) => {
    await tabToBeforeLive(page, "tabs", page.getByTestId("nils-tab"), () => page.keyboard.press("ArrowRight"))
    await expect(page.getByTestId("agnes-tab")).toHaveAttribute("aria-selected", "true")
    await expect(page.getByTestId("agnes-tab")).toBeFocused()
    await expect(page.getByTestId("agnes-tab-panel")).toBeVisible()
  })

  test("a tooltip trigger reached by keyboard before any script has run shows its tooltip once the page is live", async ({
    page,
  }) => {
    await tabToBeforeLive(page, "tooltip", page.getByTestId("tip-1-trigger"))
    await expect(page.locator('[data-scope="tooltip"][data-part="content"]')).toBeVisible()
  })

  /**
   * Reaches `field` by keyboard, presses `first` (if given) and types `text` into it with the page's script
   * held back, then checks that the field still holds `value` once the page is live.
   */
  async function typeBeforeLive(page: Page, slug: string, field: Locator, text: string, value: string, first?: string) {
    await tabToBeforeLive(page, slug, field, async () => {
      if (first) await page.keyboard.press(first)
      await page.keyboard.type(text)
      await expect(field).toHaveValue(value)
      await expect(field).toBeFocused()
    })
    await expect(field).toHaveValue(value)
  }

  test("a digit typed into the pin input before any script has run counts once the page is live", async ({ page }) => {
    await typeBeforeLive(page, "pin-input", page.getByTestId("input-1"), "7", "7")
    await expect(page.getByTestId("input-2")).toBeFocused()
    await page.keyboard.type("3")
    await expect(page.getByTestId("input-2")).toHaveValue("3")
    await expect(page.getByTestId("input-3")).toBeFocused()
  })

  test("text typed into the tags input before any script has run is added as a tag by Enter once the page is live", async ({
    page,
  }) => {
    await typeBeforeLive(page, "tags-input", page.getByTestId("input"), "Svelte", "Svelte")
    // the machine takes typing only once it has handled the focus, which zag does in a microtask
    await page.keyboard.press("Enter")
    await expect(page.locator('[data-scope="tags-input"][data-part="item-text"]')).toHaveText([
      "React",
      "Vue",
      "Svelte",
    ])
  })

  test("text typed into the QR code's field before any script has run is kept, and encoded, once the page is live", async ({
    page,
  }) => {
    // hydration sets the controlled field back to its pre-rendered text: what the visitor typed comes back
    await typeBeforeLive(page, "qr-code", page.getByTestId("qr-value"), "!", "https://chakra-ui.com/!", "End")
    await expect(page.locator('[data-scope="qr-code"][data-part="frame"]')).toHaveAttribute(
      "aria-label",
      "QR code for https://chakra-ui.com/!",
    )
  })

  test("the stylesheets a page carries inlined are never linked again as the visitor moves through the nav", async ({
    page,
  }) => {
    const requested: string[] = []
    page.on("request", (request) => requested.push(new URL(request.url()).pathname))
    await page.goto("/tabs")
    const inlined = await page
      .locator("style[data-stylesheet]")
      .evaluateAll((styles) => styles.map((style) => style.getAttribute("data-stylesheet")))
    expect(inlined).toHaveLength(2)
    // each route's code is imported with the stylesheets it needs; one already inlined, linked again after
    // the page's own, would override it
    for (const slug of ["dialog", "tabs", "date-picker"]) {
      await page.locator(`nav a[href="/${slug}"]`).click()
      await expect(page.locator("main [data-scope]").first()).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`/${slug}$`))
    }
    // the page's disabled links to its inlined files tell Vite it has them: they are never fetched
    const linked = await page
      .locator("link[rel=stylesheet]:not([disabled])")
      .evaluateAll((links) => links.map((link) => new URL(link.getAttribute("href") ?? "", location.href).pathname))
    // the dialog's stylesheet (its own chunk, shared with the stories that compose a dialog)
    expect(linked).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/assets\/(DialogPage|dialog)-[\w-]+\.css$/)]),
    )
    for (const file of inlined) {
      expect(linked).not.toContain(file)
      expect(requested).not.toContain(file)
    }
  })

  test("no frame is painted while the page's markup has arrived only in part: the widget never moves when the rest comes", async ({
    page,
    baseURL,
  }) => {
    // a server in front of the gallery's that sends /scroll-area's markup up to the workbench panel's
    // start tag, then holds the rest (its long list puts the panel's markup late in the page, so a slow
    // parser stops there): Chromium laid out that half-parsed workbench with the panel and its stand-in both
    // taking space, and the demo jumped 90 px wider when the parser caught up
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const server: Server = createServer(async (request, response) => {
      const upstream = await fetch(new URL(request.url ?? "/", baseURL))
      response.writeHead(upstream.status, { "content-type": upstream.headers.get("content-type") ?? "" })
      if (request.url !== "/scroll-area") return response.end(Buffer.from(await upstream.arrayBuffer()))
      const html = await upstream.text()
      const cut = html.indexOf(">", html.indexOf('<aside id="workbench-panel"')) + 1
      response.write(html.slice(0, cut))
      await held
      response.end(html.slice(cut))
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    try {
      await page.addInitScript(recordWidgetShifts)
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/scroll-area`, { waitUntil: "commit" })
      await page.waitForFunction(() => document.getElementById("workbench-panel") !== null, undefined, {
        polling: 50,
        timeout: 10_000,
      })
      const painted = await page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            requestAnimationFrame(() => resolve(true))
            setTimeout(() => resolve(false), 1000)
          }),
      )
      expect(painted, "a frame was painted with half the markup").toBe(false)
      release()
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "")
      await page.waitForFunction(
        () => (window as unknown as { widgetShiftsDone: boolean }).widgetShiftsDone,
        undefined,
        {
          timeout: 10_000,
        },
      )
      expect(await page.evaluate(() => (window as unknown as { widgetShifts: string[] }).widgetShifts)).toEqual([])
    } finally {
      release()
      // (leaves the page first: it goes on loading what it loads after the load event, from this server)
      await page.goto("about:blank")
      // (the browser keeps its connections alive: closing waits for them otherwise)
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })

  for (const [scheme, background] of [
    ["dark", "rgb(15, 17, 21)"],
    ["light", "rgb(255, 255, 255)"],
  ] as const) {
    test(`with JavaScript off, the ${scheme} OS theme is painted from the first frame`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: scheme })
      const page = await context.newPage()
      await page.goto("/accordion")
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(background)
      await context.close()
    })
  }
})
