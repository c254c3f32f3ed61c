import { inflateRawSync } from "node:zlib"
import type { Page } from "@playwright/test"
import { pages } from "../src/demos/registry"
import { expect, gotoDemo, openOverlay, test } from "./fixtures"
import { logCaughtUp, logRows, openInspector } from "./inspector"
import { shownState } from "./inspectorActing"

/** The event types a replay link holds (its hash: deflated JSON, base64url; see replayLink.ts). */
function linkEvents(link: string): string[] {
  const data = link.slice(link.indexOf("#replay=") + "#replay=".length)
  const json = inflateRawSync(Buffer.from(data, "base64url")).toString()
  return (JSON.parse(json) as { events: Array<[number, string]> }).events.map(([, type]) => type)
}

test("an event whose handling throws is reported, marked and left out of replays; the page keeps working", async ({
  page,
}) => {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"])
  await gotoDemo(page, "/date-picker-multi?tab=inspector")
  const section = await openInspector(page)
  const trigger = page.locator("main [data-scope=date-picker][data-part=trigger]")
  const calendar = page.locator("[data-scope=date-picker][data-part=content]")

  // an event of the page's own first: it stays in the replay link
  await trigger.click()
  await expect(calendar).toBeVisible()
  await page.keyboard.press("Escape")
  await expect(calendar).toBeHidden()

  // the payload field left empty, as a person who doesn't know what the event needs leaves it
  await expect(section.getByLabel("Payload (JSON)")).toHaveValue("")
  await section.getByRole("button", { name: "Send INPUT.CHANGE", exact: true }).click()
  const alert = section.getByRole("alert")
  await expect(alert).toContainText("INPUT.CHANGE failed: Cannot read properties of undefined (reading 'trim')")
  await expect(alert).toContainText('it expects a payload like {"value": …}')
  await expect(section.getByRole("status").filter({ hasText: "Sent INPUT.CHANGE" })).toHaveCount(0)

  await logCaughtUp(page)
  const failedRows = logRows(section).and(section.locator("[data-failed]"))
  await expect(failedRows).toHaveCount(1)
  await expect(failedRows.locator("td").nth(1)).toHaveText("INPUT.CHANGE sent from the Inspector failed")
  await expect(failedRows.locator("td.inspector-why")).toContainText("It failed: Cannot read properties")

  // the widget still works
  await trigger.click()
  await expect(calendar).toBeVisible()
  await expect(shownState(page)).toHaveText("open")
  await page.keyboard.press("Escape")
  await expect(calendar).toBeHidden()

  await page.getByRole("button", { name: "Copy replay link" }).click()
  await expect(page.getByText(/^Copied a replay link of \d+ events/)).toBeVisible()
  const events = linkEvents(await page.evaluate(() => navigator.clipboard.readText()))
  expect(events).toContain("TRIGGER.CLICK")
  expect(events).not.toContain("INPUT.CHANGE")
})

type Hook = { zagInspector?: { send(event: { type: string }, label?: string): Promise<string> } }

/**
 * Sends, with an empty payload and through the Send panel's own function (the Inspector's test hook),
 * each event the current state of each of the page's machines accepts, in turn (later ones in whatever
 * state the earlier ones left). Returns the failures the panel reported.
 */
function sendEveryAccepted(page: Page) {
  return page.evaluate(async () => {
    const machines = [...document.querySelectorAll(".toolbar .inspector-machine")].map((section) => ({
      label: section.querySelector("h2")?.textContent ?? "",
      events: [...section.querySelectorAll(".inspector-send-list button")].map((button) =>
        (button.textContent ?? "").replace(/^Send /, ""),
      ),
    }))
    const failures: string[] = []
    for (const { label, events } of machines)
      for (const type of events) {
        // read each time: a page rebuilt after a failure registers its machines again
        const failed = await (window as Hook).zagInspector!.send({ type }, label)
        if (failed) failures.push(failed)
      }
    return { sent: machines.flatMap((m) => m.events).length, failures }
  })
}

// Pages whose machines fail in each way an empty payload makes them fail: a guard or action throws
// (color-picker, file-upload, carousel), or the context it sets breaks the page's render (accordion,
// combobox, listbox); the date picker and select also with their overlay open.
const ROUTES = [
  "accordion",
  "carousel",
  "color-picker",
  "combobox",
  "date-picker",
  "file-upload",
  "listbox/basic",
  "select",
]
const overlays = new Map(pages.map((p) => [p.slug, p.overlay]))

for (const slug of ROUTES) {
  test(`every event the state at load (and the open overlay) accepts, sent with no payload, breaks nothing (${slug})`, async ({
    page,
  }) => {
    await gotoDemo(page, `/${slug}?tab=inspector`)
    await openInspector(page)
    const atLoad = await sendEveryAccepted(page)
    expect(atLoad.sent).toBeGreaterThan(0)
    expect(atLoad.failures.length).toBeGreaterThan(0)
    // the widget was rebuilt, not left blank
    await expect(page.locator("main [data-scope]").first()).toBeAttached()
    const overlay = overlays.get(slug)
    if (!overlay) return
    await gotoDemo(page, `/${slug}?tab=inspector`)
    await openInspector(page)
    await openOverlay(page, overlay)
    expect((await sendEveryAccepted(page)).sent).toBeGreaterThan(0)
    await expect(page.locator("main [data-scope]").first()).toBeAttached()
  })
}
