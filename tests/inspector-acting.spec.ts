import type { Page } from "@playwright/test"
import { expect, gotoDemo, nextFrames, readVisualizer, test, openTab } from "./fixtures"
import { inspectorSection, logCaughtUp, logRows, openInspector } from "./inspector"
import { loggedEvents, runSteps, shownState } from "./inspectorActing"
import { scenarios } from "./inspectorScenarios"

/**
 * Moves focus from the widget into the Inspector before a log row is pressed, and waits until the log
 * shows what that logged (a blur, an outside interaction). The log lists the newest first: a row that
 * arrives later moves the others down, between reading the count and the press, or between the press and
 * the release.
 */
async function focusAway(page: Page) {
  await page.getByRole("button", { name: "Copy replay link" }).focus()
  await nextFrames(page)
  await logCaughtUp(page)
}

for (const scenario of scenarios) {
  test.describe(scenario.route, () => {
    test(`an ignored event says why (${scenario.route})`, async ({ page }) => {
      await gotoDemo(page, `${scenario.route}?tab=inspector`)
      const section = await openInspector(page)
      await scenario.ignored.act(page)
      await focusAway(page)
      const row = logRows(section)
        .filter({ has: page.locator("td:nth-child(2)", { hasText: scenario.ignored.event }) })
        .first()
      await expect(row.locator("td.inspector-why")).toHaveText(scenario.ignored.reason)
      // the list view says it too, under the state the event was sent in (the newest row, or the pressed one)
      await row.locator("button.inspector-event").click()
      await expect(section.locator(".inspector-ignored")).toHaveText(
        `${scenario.ignored.event} changed nothing: ${scenario.ignored.reason}`,
      )
    })

    test(`Send sends an event the state accepts, with a JSON payload (${scenario.route})`, async ({ page }) => {
      await gotoDemo(page, `${scenario.route}?tab=inspector`)
      const section = await openInspector(page)
      const payload = section.getByLabel("Payload (JSON)")
      const button = section.getByRole("button", { name: `Send ${scenario.send.event}`, exact: true })
      // an invalid payload is refused before anything is sent
      await payload.fill("{value: 40")
      await button.click()
      await expect(section.getByRole("alert")).toContainText("not valid JSON")
      await expect(payload).toHaveAttribute("aria-invalid", "true")
      await expect(logRows(section)).toHaveCount(0)

      await payload.fill(scenario.send.payload ?? "")
      await button.click()
      await expect(shownState(page)).toHaveText(scenario.send.state)
      await expect(loggedEvents(page).filter({ hasText: "sent from the Inspector" }).first()).toHaveText(
        `${scenario.send.event} sent from the Inspector`,
      )
      await expect.poll(() => scenario.observe(page)).toMatch(scenario.send.observed)
    })

    test(`time travel shows the widget as it was after event N (${scenario.route})`, async ({ page }) => {
      await gotoDemo(page, `${scenario.route}?tab=inspector`)
      const section = await openInspector(page)
      const moments = await runSteps(page, scenario)
      await focusAway(page)
      const last = moments.at(-1)!
      const first = moments[0]
      const viewing = section.getByText(/^Viewing event \d+ of \d+/)

      // "Go to this event" on the last row the first step logged (the table is newest first); pressing it
      // may log one more event (the widget loses focus), so the total is read from the log
      const total = async () => logRows(section).count()
      await logRows(section)
        .nth((await total()) - first.rows)
        .getByRole("button", { name: "Go to this event" })
        .click()
      await expect(viewing).toHaveText(new RegExp(`^Viewing event ${first.rows} of ${await total()}`))
      await expect.poll(() => scenario.observe(page)).toBe(first.observed)
      await expect(shownState(page)).toHaveText(first.state)
      await expect(page.locator("main")).toHaveAttribute("inert")
      const count = await total()

      // the slider, by keyboard: the newest event, then the first
      const thumb = section.locator(".inspector-slider [data-part=thumb]")
      await thumb.focus()
      await thumb.press("End")
      await expect(viewing).toHaveText(`Viewing event ${count} of ${count}`)
      await expect.poll(() => scenario.observe(page)).toBe(last.observed)
      await expect(thumb).toBeFocused()
      await thumb.press("Home")
      await expect(viewing).toHaveText(`Viewing event 1 of ${count}`)
      await expect(thumb).toBeFocused()

      await section.getByRole("button", { name: "Back to live" }).click()
      await expect(viewing).toHaveCount(0)
      await expect.poll(() => scenario.observe(page)).toBe(last.observed)
      await expect(page.locator("main")).not.toHaveAttribute("inert")
      // nothing was logged while travelling
      await expect(logRows(section)).toHaveCount(count)
    })

    test(`a replay link reproduces state and context, and a tampered one is refused (${scenario.route})`, async ({
      page,
    }) => {
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"])
      await gotoDemo(page, `${scenario.route}?tab=inspector`)
      await openInspector(page)
      await runSteps(page, scenario)
      // pressing the button may log one more event (the widget loses focus): it is read after
      await page.getByRole("button", { name: "Copy replay link" }).click()
      await expect(page.getByText(/^Copied a replay link of \d+ events/)).toBeVisible()
      const link = await page.evaluate(() => navigator.clipboard.readText())
      // the Visualizer is live; the Inspector, opened again, starts from the whole log
      await openTab(page, "Visualizer")
      const before = await readVisualizer(page)
      await openTab(page, "Inspector")
      await expect(shownState(page)).toHaveText(before.state)
      const events = await loggedEvents(page).allTextContents()
      const state = await shownState(page).textContent()
      const observed = await scenario.observe(page)
      expect(link).toContain("#replay=")

      await page.goto("about:blank")
      await gotoDemo(page, link.slice(link.indexOf(scenario.route)))
      const section = inspectorSection(page)
      await expect(section.locator("..").getByText(/^Replayed \d+ events? from the link/)).toBeVisible()
      await expect(shownState(page)).toHaveText(state!)
      expect(await scenario.observe(page)).toBe(observed)
      await expect(loggedEvents(page)).toHaveText(events)
      await openTab(page, "Visualizer")
      const after = await readVisualizer(page)
      expect(after.state).toEqual(before.state)
      expect(after.context).toEqual(before.context)

      // tampered: a changed character breaks the compressed data
      const [base, data] = link.split("#replay=")
      const tampered = `${base}#replay=${data.slice(0, 10)}${data[10] === "A" ? "B" : "A"}${data.slice(11)}`
      await page.goto("about:blank")
      await gotoDemo(page, tampered.slice(tampered.indexOf(scenario.route)))
      await expect(page.getByRole("alert").filter({ hasText: "The replay link was refused" })).toBeVisible()
      await expect(logRows(inspectorSection(page))).toHaveCount(0)
    })
  })
}
