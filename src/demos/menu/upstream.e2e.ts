import { fileURLToPath } from "node:url"
import { openBareZagPage } from "@tests/bareZagPage"
import { expect, test } from "@tests/fixtures"

const bareMenu = fileURLToPath(new URL("./bareMenu.tsx", import.meta.url))

test.describe("menu: upstream still broken (jsdom cannot show it)", () => {
  test("useOpenSubmenuHighlighted: with bare zag, resting on the next submenu trigger opens its submenu but the root's highlight stays on the trigger the pointer came from", async ({
    page,
  }) => {
    await openBareZagPage(page, bareMenu, "menu/submenu-glitch")
    await page.getByTestId("trigger").click()
    await expect(page.getByTestId("menu")).toBeVisible()
    const middle = async (id: string) => {
      const box = (await page.getByTestId(id).boundingBox())!
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    }
    const lorem = await middle("lorem-trigger")
    const css = await middle("css-trigger")
    await page.mouse.move(lorem.x, lorem.y)
    await expect(page.getByTestId("lorem-submenu")).toBeVisible()
    // straight down onto the next trigger, and rest there
    await page.mouse.move(css.x, css.y, { steps: 4 })
    await expect(page.getByTestId("css-submenu")).toBeVisible()
    await expect(page.getByTestId("lorem-submenu")).toBeHidden()
    await expect(
      page.getByTestId("lorem-trigger"),
      "zag no longer has this bug: delete useOpenSubmenuHighlighted from fixes.ts and its tests, and use zag directly",
    ).toHaveAttribute("data-highlighted", "")
    await expect(page.getByTestId("css-trigger")).not.toHaveAttribute("data-highlighted", "")
  })
})
