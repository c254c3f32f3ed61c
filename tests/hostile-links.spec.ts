import { existsSync } from "node:fs"
import type { Page } from "@playwright/test"
import { demos } from "../src/demos/registry"
import { expect, gotoDemo, openTab, readVisualizer, test } from "./fixtures"

/** Values a shared link may carry for any option: each must load, be named if ignored, and run nothing. */
const EDGE_VALUES = [
  "",
  "-1",
  "99999999999999999999",
  "1e309",
  "NaN",
  "no-such-option",
  "x".repeat(10_000),
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
]

type Control = { key: string; kind: "checkbox" | "select" | "number" | "text" | "unknown"; options: string[] }

/** Follows a link inside the app, as the router does for a nav click: no new page load. */
async function followLink(page: Page, url: string) {
  await page.evaluate((url) => {
    history.pushState(null, "", url)
    dispatchEvent(new PopStateEvent("popstate"))
  }, url)
}

/** The demo's controls, read from its Controls panel (every field carries its key as test id). */
async function readControls(page: Page): Promise<Control[]> {
  await openTab(page, "Controls")
  return page.locator(".toolbar [role=tabpanel]:not([hidden]) [data-testid]").evaluateAll((fields) =>
    fields.map((field) => ({
      key: field.getAttribute("data-testid") ?? "",
      kind:
        field instanceof HTMLSelectElement
          ? "select"
          : field.getAttribute("type") === "checkbox"
            ? "checkbox"
            : field.getAttribute("inputmode") === "decimal" || field.getAttribute("type") === "number"
              ? "number"
              : "text",
      options: field instanceof HTMLSelectElement ? [...field.options].map((option) => option.value) : [],
    })),
  )
}

/** Whether the schema must refuse the value (text options take any text; their validators may still refuse it). */
function mustBeIgnored(control: Control, value: string) {
  if (control.kind === "unknown") return true
  if (control.kind === "checkbox") return value !== "true" && value !== "false"
  if (control.kind === "select") return !control.options.includes(value)
  if (control.kind === "number") return !Number.isFinite(value.trim() === "" ? Number.NaN : Number(value))
  return false
}

/**
 * A gallery page has its folder's controls; a story has its own only if it has a `<story>.controls.ts`.
 * A story without controls never sees the link's options (the story page's one code path names each as
 * unknown), so one such story stands for them all.
 */
const hasControls = (slug: string) =>
  !slug.includes("/") ||
  existsSync(new URL(`../src/demos/${slug.replace("/", "/stories/")}.controls.ts`, import.meta.url))
const withoutControls = demos.filter((demo) => !hasControls(demo.slug))
const checked = demos.filter((demo) => hasControls(demo.slug) || demo === withoutControls[0])

// about eight pages a test, so each stays well inside its time limit as stories are added
const GROUPS = Math.ceil(checked.length / 8)
const groups = Array.from({ length: GROUPS }, (_, i) => checked.filter((_, index) => index % GROUPS === i))

test("the hostile links' pages: every page with controls, and a story without", () => {
  expect(withoutControls.length, "stories without controls").toBeGreaterThan(0)
  expect(
    checked.filter((demo) => demo.slug.includes("/") && hasControls(demo.slug)).length,
    "stories with controls",
  ).toBeGreaterThan(0)
})

for (const [index, group] of groups.entries()) {
  test(`hostile links load, are named when ignored and run nothing (group ${index + 1}: ${group.map((d) => d.slug).join(", ")})`, async ({
    page,
    problems,
  }) => {
    test.setTimeout(90_000)
    page.on("dialog", async (dialog) => {
      problems.push(`a ${dialog.type()} dialog opened (“${dialog.message()}”): script from a link ran`)
      await dialog.dismiss()
    })
    await gotoDemo(page, `/${group[0].slug}`)
    for (const demo of group) {
      await followLink(page, `/${demo.slug}`)
      await expect(page.locator("main h1")).toHaveText(demo.label)
      const controls = await readControls(page)
      // a story without controls: the link's options are all unknown, each named as such; a view setting among
      // the controls (dir, locale) is named by the settings bar
      const given = controls.length > 0 ? controls : [{ key: "option", kind: "unknown" as const, options: [] }]
      for (const value of EDGE_VALUES) {
        const query = new URLSearchParams(given.map((control) => [control.key, value]))
        const link = `/${demo.slug}?${query}`
        const ignored = given.filter((control) => mustBeIgnored(control, value)).map((control) => control.key)
        await followLink(page, link)
        await openTab(page, "Controls")
        // one round trip a look: the page, its notice and anything injected, checked until it settles
        await expect
          .poll(
            async () => {
              const seen = await page.evaluate(() => ({
                heading: document.querySelector("main h1")?.textContent,
                widget: document.querySelector("main [data-scope][data-part]") !== null,
                notice: [...document.querySelectorAll(".toolbar [role=status], .settings-bar [role=status]")]
                  .map((el) => el.textContent)
                  .join(" "),
                injected: document.querySelectorAll("img[src=x], [onerror], main script").length,
              }))
              const named = (key: string) =>
                seen.notice.includes(`“${key}=${value.slice(0, 20)}`) || seen.notice.includes(`Unknown option “${key}”`)
              const unnamed = ignored.filter((key) => !named(key))
              return { heading: seen.heading, widget: seen.widget, injected: seen.injected, unnamed }
            },
            `${link.slice(0, 100)}`,
          )
          .toEqual({ heading: demo.label, widget: true, injected: 0, unnamed: [] })
        expect(problems, `${link.slice(0, 100)}`).toEqual([])
      }
      // the widget still works from a clean link: its machine answers and its state is readable
      await followLink(page, `/${demo.slug}`)
      await openTab(page, "Visualizer")
      expect(await readVisualizer(page)).toHaveProperty("state")
    }
  })
}
