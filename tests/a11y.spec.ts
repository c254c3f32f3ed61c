import type { Page } from "@playwright/test"
import { demos, type OverlayOpener } from "../src/demos/registry"
import { axeViolations, expect, gotoDemo, type Theme, test } from "./fixtures"

const themes: Theme[] = ["light", "dark"]
const shellPages = [
  { path: "/", name: "home" },
  { path: "/no-such-demo", name: "not found" },
]

async function openOverlay(page: Page, overlay: OverlayOpener) {
  const trigger = page.locator(overlay.trigger).first()
  switch (overlay.via ?? "click") {
    case "click":
      await trigger.click()
      break
    case "hover":
      await trigger.hover()
      break
    case "focus":
      await trigger.focus()
      break
    case "contextmenu":
      await trigger.click({ button: "right" })
      break
  }
  await expect(page.locator(overlay.opened ?? '[data-part="content"][data-state="open"]').first()).toBeVisible()
  // let enter animations finish so colours are measured at rest
  await page.waitForTimeout(300)
}

for (const theme of themes) {
  for (const { path, name } of shellPages) {
    test(`${name} has no axe violations (${theme})`, async ({ page }) => {
      await gotoDemo(page, path, theme)
      expect(await axeViolations(page)).toEqual([])
    })
  }
  for (const demo of demos) {
    test(`/${demo.slug} has no axe violations (${theme})`, async ({ page }) => {
      await gotoDemo(page, `/${demo.slug}`, theme)
      await expect(page.locator("main [data-scope][data-part]").first()).toBeAttached()
      expect(await axeViolations(page)).toEqual([])
      // and with the other toolbar tab showing
      await page.locator(".toolbar nav [role=tab]:not([aria-selected=true])").click()
      expect(await axeViolations(page)).toEqual([])
    })

    const { overlay } = demo
    if (overlay) {
      test(`/${demo.slug} has no axe violations with its overlay open (${theme})`, async ({ page }) => {
        await gotoDemo(page, `/${demo.slug}`, theme)
        await openOverlay(page, overlay)
        expect(await axeViolations(page)).toEqual([])
      })
    }
  }
}
