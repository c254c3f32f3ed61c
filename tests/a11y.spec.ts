import { demos } from "../src/demos/registry"
import { axeViolations, expect, gotoDemo, type Theme, test } from "./fixtures"

const themes: Theme[] = ["light", "dark"]
const shellPages = [
  { path: "/", name: "home" },
  { path: "/no-such-demo", name: "not found" },
]

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
  }
}
