import { expect, type Page } from "@playwright/test"

/**
 * The five widgets the acting Inspector is tested on: what a user does on each (steps that change it),
 * what shows the widget's moment on screen, an event the Inspector can send and one the machine ignores.
 */
export type Scenario = {
  route: string
  steps: Array<(page: Page) => Promise<void>>
  /** the widget as a person sees it (values, open parts), read from the DOM */
  observe: (page: Page) => Promise<string>
  send: { event: string; payload?: string; state: RegExp; observed: RegExp }
  ignored: { act: (page: Page) => Promise<void>; event: string; reason: string }
}

const text = (page: Page, script: string) => page.evaluate(script) as Promise<string>

/**
 * Opens the date picker's calendar as a person does: presses the trigger, then waits until the focused day
 * has the focus (zag moves it there a frame after opening; a key pressed sooner lands on the trigger).
 */
async function openCalendar(page: Page) {
  await page.locator("main [data-scope=date-picker][data-part=trigger]").click()
  await expect(page.locator("[data-scope=date-picker][data-part=table-cell-trigger][data-focus]").first()).toBeFocused()
}

export const scenarios: Scenario[] = [
  {
    route: "/dialog",
    steps: [
      (page) => page.locator("main").getByRole("button", { name: "Click me" }).click(),
      (page) => page.locator("[data-scope=dialog][data-part=close-trigger]").click(),
    ],
    observe: (page) =>
      text(page, `document.querySelector("[data-scope=dialog][data-part=content]")?.dataset.state ?? "none"`),
    send: { event: "OPEN", state: /^open$/, observed: /^open$/ },
    ignored: {
      act: async (page) => {
        await page.getByLabel("Payload (JSON)").fill('{"value": null}')
        await page.getByRole("button", { name: "Send TRIGGER_VALUE.SET" }).click()
      },
      event: "TRIGGER_VALUE.SET",
      reason: "handled in closed, no change",
    },
  },
  {
    route: "/combobox",
    steps: [
      (page) => page.locator("main [data-scope=combobox][data-part=input]").click(),
      (page) => page.locator("main [data-scope=combobox][data-part=input]").pressSequentially("ca"),
      (page) => page.locator("main [data-scope=combobox][data-part=input]").press("ArrowDown"),
      (page) => page.locator("main [data-scope=combobox][data-part=input]").press("Enter"),
    ],
    observe: (page) =>
      text(
        page,
        `(() => { const input = document.querySelector("main [data-scope=combobox][data-part=input]"); return input.value + "|" + input.getAttribute("aria-expanded") })()`,
      ),
    send: { event: "OPEN", state: /^open\./, observed: /\|true$/ },
    ignored: {
      act: async (page) => {
        const input = page.locator("main [data-scope=combobox][data-part=input]")
        await input.click()
        await input.press("Home")
      },
      event: "INPUT.HOME",
      reason: "no transition for INPUT.HOME in state closed.focused",
    },
  },
  {
    route: "/slider",
    steps: [
      (page) => page.locator("main [data-scope=slider][data-part=thumb]").first().focus(),
      (page) => page.locator("main [data-scope=slider][data-part=thumb]").first().press("ArrowRight"),
      (page) => page.locator("main [data-scope=slider][data-part=thumb]").first().press("ArrowRight"),
      (page) => page.locator("main [data-scope=slider][data-part=thumb]").first().press("PageUp"),
    ],
    observe: (page) =>
      text(page, `document.querySelector("main [data-scope=slider][data-part=thumb]").getAttribute("aria-valuenow")`),
    send: { event: "SET_VALUE", payload: '{"value": [40]}', state: /^idle$/, observed: /^40$/ },
    ignored: {
      act: async (page) => {
        const thumb = page.locator("main [data-scope=slider][data-part=thumb]").first()
        await thumb.focus()
        await thumb.press("End")
        await thumb.press("ArrowRight")
      },
      event: "ARROW_INC",
      reason: "handled in focus, no change",
    },
  },
  {
    route: "/date-picker",
    steps: [
      openCalendar,
      (page) => page.keyboard.press("ArrowRight"),
      (page) => page.keyboard.press("ArrowDown"),
      (page) => page.keyboard.press("Enter"),
    ],
    observe: (page) =>
      text(
        page,
        `document.querySelector("main [data-scope=date-picker][data-part=input]").value + "|" + document.querySelector("main [data-scope=date-picker][data-part=trigger]").dataset.state`,
      ),
    send: { event: "OPEN", state: /^open$/, observed: /\|open$/ },
    ignored: {
      act: async (page) => {
        await openCalendar(page)
        await page.keyboard.press("Enter")
      },
      event: "INPUT.FOCUS",
      reason: "handled in the machine's root, no change",
    },
  },
  {
    route: "/tree-view",
    steps: [
      (page) => page.locator("main [data-scope=tree-view][data-part=branch-control]").first().click(),
      (page) => page.keyboard.press("ArrowDown"),
      (page) => page.keyboard.press("Enter"),
    ],
    observe: (page) =>
      text(
        page,
        `[...document.querySelectorAll("main [data-scope=tree-view] [aria-selected=true]")].map((el) => el.textContent.trim()).join(",") + "|" + document.querySelectorAll("main [data-scope=tree-view] [aria-expanded=true]").length`,
      ),
    send: { event: "EXPANDED.ALL", state: /^idle$/, observed: /\|[3-9]$/ },
    ignored: {
      act: async (page) => {
        await page.locator("main [data-scope=tree-view][data-part=branch-control]").first().click()
        await page.keyboard.press("ArrowDown")
      },
      event: "NODE.ARROW_DOWN",
      reason: "handled in the machine's root, no change (guard isShiftKey was false)",
    },
  },
]
