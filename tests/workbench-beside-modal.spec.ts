import type { Locator, Page } from "@playwright/test"
import { playwrightDriver } from "./engine/driver"
import { expect, gotoDemo, test } from "./fixtures"
import { DialogModel } from "./models/dialog.model"
import { DrawerModel } from "./models/drawer.model"
import { TourModel } from "./models/tour.model"
import { axeViolations } from "./support/axe"

// With a modal widget open, the workbench (its panel and the view settings bar) still takes a pointer and
// the keyboard and stays in the accessibility tree; the rest of the page stays as zag's modal leaves it
// (src/workbench/besideModal.ts). Clipboard reads need full Chromium (playwright.config.ts).

type ModalCase = {
  route: string
  /** The open widget's content. */
  content: (page: Page) => Locator
  open: (page: Page) => Promise<void>
  /** What the page shows outside the widget, hidden while it is open (a tour hides nothing). */
  hiddenOutside?: (page: Page) => Locator
}

const cases: ModalCase[] = [
  {
    route: "/dialog",
    content: (page) => new DialogModel(page).portalled("content"),
    open: (page) => new DialogModel(page).trigger.click(),
    hiddenOutside: (page) => page.getByRole("button", { name: "Click me" }),
  },
  {
    route: "/drawer",
    content: (page) => new DrawerModel(page).content,
    open: (page) => new DrawerModel(page).openButton.click(),
    hiddenOutside: (page) => page.getByRole("button", { name: "Open drawer" }),
  },
  {
    route: "/tour",
    content: (page) => new TourModel(page).content,
    open: (page) => new TourModel(page).startButton.click(),
  },
]

// a desktop wide enough that the centred widget and the panel beside it don't meet (where they do, the
// widget is on top: docs/workbench.md)
test.use({ viewport: { width: 1600, height: 900 } })

const workbench = (page: Page) => page.getByRole("complementary", { name: "Workbench" })
const tab = (page: Page, name: string) => workbench(page).getByRole("tab", { name })

async function openWidget(page: Page, modal: ModalCase) {
  await gotoDemo(page, modal.route)
  await expect(page.locator("html")).toHaveAttribute("data-workbench-beside-modals", "")
  await modal.open(page)
  await expect(modal.content(page)).toHaveAttribute("data-state", "open")
}

for (const modal of cases) {
  test.describe(`${modal.route} open`, () => {
    test("a pointer copies a replay link, drags the time travel, changes a control and sends CLOSE", async ({
      page,
      context,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"])
      await openWidget(page, modal)
      const content = modal.content(page)

      await tab(page, "Inspector").click()
      await expect(tab(page, "Inspector")).toHaveAttribute("aria-selected", "true")
      await workbench(page).getByRole("button", { name: "Copy replay link" }).click()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/[?#&]replay=/)
      await expect(content, "using the panel is no outside interaction").toHaveAttribute("data-state", "open")

      // to the first event (the one that opened it), and live again
      const travel = workbench(page).getByRole("slider", { name: "Time travel" }).first()
      const thumb = await travel.boundingBox()
      if (!thumb) throw new Error("no time travel thumb")
      await page.mouse.move(thumb.x + thumb.width / 2, thumb.y + thumb.height / 2)
      await page.mouse.down()
      await page.mouse.move(thumb.x - 600, thumb.y + thumb.height / 2, { steps: 6 })
      await page.mouse.up()
      await expect(
        workbench(page)
          .getByText(/^Viewing event 1 of \d+/)
          .first(),
      ).toBeVisible()
      await workbench(page).getByRole("button", { name: "Back to live" }).first().click()
      await expect(workbench(page).getByRole("button", { name: "Back to live" })).toHaveCount(0)
      await expect(content).toHaveAttribute("data-state", "open")

      await tab(page, "Controls").click()
      // the panel's first control, a checkbox on for all three (modal, modal, keyboardNavigation): turned off
      const field = workbench(page).getByRole("tabpanel").getByRole("checkbox").first()
      await expect(field).toBeChecked()
      await field.click()
      await expect(field).toBeFocused()
      await expect(field).not.toBeChecked()
      await expect(page).toHaveURL(/[?&]\w+=false/)
      await expect(content).toHaveAttribute("data-state", "open")

      await tab(page, "Inspector").click()
      await workbench(page)
        .getByRole("button", { name: /^Send (CLOSE|DISMISS)$/ })
        .first()
        .click()
      await expect(content).toBeHidden()
    })

    test("F6 moves focus to the panel and back; Tab, Space and Escape there leave the widget open", async ({
      page,
    }) => {
      await openWidget(page, modal)
      const content = modal.content(page)
      await expect(page.locator(":focus")).toHaveCount(1)
      const before = await page.evaluate(() => document.activeElement?.outerHTML)

      await page.keyboard.press("F6")
      await expect(tab(page, "Controls")).toBeFocused()
      await page.keyboard.press("Tab")
      const field = workbench(page).locator(":focus")
      await expect(field).toHaveCount(1)
      await page.keyboard.press("Escape")
      await expect(content, "Escape in the panel is the panel's").toHaveAttribute("data-state", "open")
      await expect(field).toBeFocused()

      await page.keyboard.press("F6")
      expect(await page.evaluate(() => document.activeElement?.outerHTML), "focus is back where it was").toBe(before)
      await expect(content).toHaveAttribute("data-state", "open")
    })

    test("the panel stays in the accessibility tree, axe-clean, while the page behind the widget stays hidden", async ({
      page,
    }) => {
      await openWidget(page, modal)
      await expect(tab(page, "Controls")).toBeVisible()
      await expect(page.getByRole("toolbar", { name: "View settings" })).toBeVisible()
      if (modal.hiddenOutside) {
        await expect(modal.hiddenOutside(page), "the page's own trigger is hidden").toHaveCount(0)
        await expect(page.getByRole("link", { name: "Accordion", exact: true }), "the nav is hidden").toHaveCount(0)
      }
      expect(await axeViolations(playwrightDriver(page), "[data-workbench-region]")).toEqual([])
    })
  })
}
