import { demos } from "../src/demos/registry"
import { expect, gotoDemo, nextFrames, openFromNav, openTab, readVisualizer, test } from "./fixtures"
import { currentStates, inspectorSection, logRows, openInspector } from "./inspector"

// cheap: one page load per group of routes, then client-side navigation through the nav links
const GROUP = 8
const groups = Array.from({ length: Math.ceil(demos.length / GROUP) }, (_, i) =>
  demos.slice(i * GROUP, (i + 1) * GROUP),
)

for (const [index, group] of groups.entries()) {
  test(`the Inspector shows every machine's statechart and state (routes ${index * GROUP + 1}–${index * GROUP + group.length}: ${group.map((d) => d.slug).join(", ")})`, async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await gotoDemo(page, `/${group[0].slug}`)
    for (const demo of group) {
      if (demo !== group[0]) {
        await openFromNav(page, demo)
        await expect(page.locator("main h1")).toHaveText(demo.label)
      }
      const tabs = page.locator(".toolbar nav [role=tab]")
      await expect(tabs).toHaveText(["Controls", "Visualizer", "Inspector", "Code", "Docs", "Accessibility"])

      // the async list's machine changes state by itself while it loads its data: let it settle
      await expect(page.locator("main [data-scope='async-list'][data-state='loading']")).toHaveCount(0)
      await openTab(page, "Visualizer")
      const labels = await page.locator(".toolbar .viz summary").allTextContents()
      const states = new Map<string, string>()
      for (const label of labels) {
        // a story's async list loads on its own (no part of the page says so): read it once it has settled
        await expect.poll(async () => (await readVisualizer(page, label)).state, `${label}`).not.toBe("loading")
        const json = await readVisualizer(page, label)
        // a page may show other JSON beside its machines' visualizers
        if ("state" in json) states.set(label, String(json.state))
      }

      // every demo runs at least one machine, and its page registers it with the Inspector
      expect(states.size, `/${demo.slug}: machines shown in the Visualizer`).toBeGreaterThan(0)
      await openTab(page, "Inspector")
      const sections = page.locator(".toolbar .inspector-machine")
      await expect(sections, `/${demo.slug}: one section per visualized machine`).toHaveCount(states.size)
      for (const [label, state] of states) {
        const section = label === "Visualizer" ? inspectorSection(page) : inspectorSection(page, label)
        await expect(currentStates(section).last(), `/${demo.slug} ${label}: highlighted state`).toHaveText(state)
        await expect(section.locator(".inspector-states > ul > li").first()).toBeVisible()
        await expect(
          section.locator(".inspector-states li li").first(),
          `/${demo.slug}: transitions listed`,
        ).toBeAttached()
        await expect(section.locator(".inspector-graph svg .inspector-node").first()).toBeVisible()
        await expect(section.getByRole("table")).toBeAttached()
      }
    }
  })
}

test("a log row pressed while a new event arrives keeps its place until the press ends, and the click selects it", async ({
  page,
}) => {
  await gotoDemo(page, "/accordion?tab=inspector")
  const section = await openInspector(page)
  const triggers = page.locator('main [data-scope="accordion"][data-part="item-trigger"]')
  await triggers.nth(0).click()
  await triggers.nth(1).click()
  const rows = logRows(section)
  const count = await rows.count()
  expect(count).toBeGreaterThan(1)

  // press the second row's button and hold it
  const rowButton = section.locator("button.inspector-event").nth(1)
  await rowButton.scrollIntoViewIfNeeded()
  const pressed = await rowButton.elementHandle()
  const box = await pressed!.boundingBox()
  await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2)
  await page.mouse.down()
  // meanwhile the widget gets an event (as from a timer or another input), logged on top of the log
  await page.evaluate(() => {
    const trigger = document.querySelectorAll<HTMLElement>('main [data-scope="accordion"][data-part="item-trigger"]')[2]
    trigger.focus()
    trigger.click()
  })
  await expect(triggers.nth(2)).toHaveAttribute("aria-expanded", "true")
  await nextFrames(page)
  await expect(rows).toHaveCount(count)
  await page.mouse.up()

  // the row under the pointer got the click; the new event shows once the press is over
  await expect.poll(() => pressed!.getAttribute("aria-pressed")).toBe("true")
  await expect(rows).not.toHaveCount(count)
})
