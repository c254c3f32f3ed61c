import { demos } from "../src/demos/registry"
import { expect, gotoDemo, nextFrames, openFromNav, openTab, test } from "./fixtures"
import { logRows, openInspector } from "./inspector"

// cheap: one page load per group of routes, then client-side navigation through the nav links
const GROUP = 8
/** More machines than any page but a stress story runs. */
const MANY_MACHINES = 20
const groups = Array.from({ length: Math.ceil(demos.length / GROUP) }, (_, i) =>
  demos.slice(i * GROUP, (i + 1) * GROUP),
)

for (const [index, group] of groups.entries()) {
  test(`the Inspector shows every machine's statechart and state (routes ${index * GROUP + 1}–${index * GROUP + group.length}: ${group.map((d) => d.slug).join(", ")})`, async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await gotoDemo(page, `/${group[0].slug}`)
    let machinesShown = 0
    for (const demo of group) {
      if (demo !== group[0]) {
        // the next route loads by its address instead of the nav: after a story that opens a modal widget as it
        // loads (/drawer/controlled-async), which blocks the nav (a person would close it first), and after a
        // page that runs many machines (/tooltip/scroll's hundred), whose nav link waits for the next page's code
        // on a main thread busy taking the hundred statecharts down (over 5 s once in a loaded CI run)
        const navBlocked = await page.evaluate(
          () =>
            document.body.style.pointerEvents === "none" ||
            document.querySelector("nav[aria-label='Demos']")?.closest("[aria-hidden='true']") != null,
        )
        if (navBlocked || machinesShown > MANY_MACHINES) await gotoDemo(page, `/${demo.slug}`)
        else await openFromNav(page, demo)
        await expect(page.locator("main h1")).toHaveText(demo.label)
      }
      const tabs = page.locator(".toolbar nav [role=tab]")
      await expect(tabs).toHaveText(["Controls", "Visualizer", "Inspector", "Code", "Docs", "Accessibility"])

      // the async list's machine changes state by itself while it loads its data: let it settle
      await expect(page.locator("main [data-scope='async-list'][data-state='loading']")).toHaveCount(0)
      await openTab(page, "Visualizer")
      // every visualizer at once (a story may run a hundred machines): its label and its JSON's state, once
      // each has its JSON and none is loading (a story's async list loads on its own, no part of the page says so)
      const readAll = () =>
        page.locator(".toolbar .viz").evaluateAll((vizs) =>
          vizs.map((viz) => {
            const text = viz.querySelector("pre")?.textContent ?? ""
            let state: string | null | undefined
            try {
              const json = /^[[{]/.test(text) ? JSON.parse(text) : undefined
              // a page may show other JSON beside its machines' visualizers
              state = json === undefined ? undefined : "state" in json ? String(json.state) : null
            } catch {
              state = undefined
            }
            return { label: viz.querySelector("summary")?.textContent ?? "", state }
          }),
        )
      await expect
        .poll(async () => (await readAll()).filter((v) => v.state === undefined || v.state === "loading").length)
        .toBe(0)
      const states = new Map(
        (await readAll()).flatMap(({ label, state }) => (state === null ? [] : [[label, state as string] as const])),
      )

      machinesShown = states.size

      // every demo runs at least one machine, and its page registers it with the Inspector
      expect(states.size, `/${demo.slug}: machines shown in the Visualizer`).toBeGreaterThan(0)
      await openTab(page, "Inspector")
      const sections = page.locator(".toolbar .inspector-machine")
      await expect(sections, `/${demo.slug}: one section per visualized machine`).toHaveCount(states.size)
      // each section: its highlighted state, its states with their transitions, its drawn graph and its log table
      const expected = [...states].map(([label, state]) => ({ label, state, complete: true }))
      await expect
        .poll(
          () =>
            sections.evaluateAll(
              (all, labels) => {
                const shown = (el: Element | null) => el !== null && el.getBoundingClientRect().width > 0
                return labels.map((label) => {
                  const section =
                    label === "Visualizer"
                      ? all[0]
                      : all.find((s) => s.querySelector("h2")?.textContent?.trim() === label)
                  const current = [
                    ...(section?.querySelectorAll(".inspector-states li[aria-current=true] > .inspector-state-name") ??
                      []),
                  ].at(-1)
                  const complete =
                    shown(section?.querySelector(".inspector-states > ul > li") ?? null) &&
                    section?.querySelector(".inspector-states li li") != null &&
                    shown(section?.querySelector(".inspector-graph svg .inspector-node") ?? null) &&
                    section?.querySelector("table") != null
                  return { label, state: current?.textContent?.trim() ?? null, complete }
                })
              },
              [...states.keys()],
            ),
          { message: `/${demo.slug}: every machine's section` },
        )
        .toEqual(expected)
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
