import type { Page } from "@playwright/test"
import { expect, gotoDemo, openTab, test, visualizer } from "@tests/fixtures"

const control = (page: Page) => page.locator("main [data-scope='signature-pad'][data-part='control']")
const paths = (page: Page) => control(page).locator("[data-part='segment'] path")

async function stroke(page: Page, from: [number, number], to: [number, number]) {
  const box = (await control(page).boundingBox())!
  await page.mouse.move(box.x + from[0], box.y + from[1])
  await page.mouse.down()
  await page.mouse.move(box.x + (from[0] + to[0]) / 2, box.y + (from[1] + to[1]) / 2, { steps: 3 })
  await page.mouse.move(box.x + to[0], box.y + to[1], { steps: 3 })
  await page.mouse.up()
}

test.describe("signature pad", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/signature-pad")
  })

  test("drawing with the mouse adds red strokes; Show Image renders them; clear empties the pad", async ({ page }) => {
    await expect(page.locator("main [data-part='label']")).toHaveText("Signature Pad")
    await expect(paths(page)).toHaveCount(0)
    await stroke(page, [40, 60], [200, 120])
    await stroke(page, [60, 140], [260, 80])
    await expect(paths(page)).toHaveCount(2)
    await expect(paths(page).first()).toHaveCSS("fill", "rgb(255, 0, 0)")

    await page.getByRole("button", { name: "Show Image" }).click()
    const image = page.locator("main img[data-part='preview']")
    await expect(image).toHaveAttribute("alt", "signature")
    await expect(image).toHaveAttribute("src", /^data:image\/png;base64,/)

    const clear = page.locator("main [data-part='clear-trigger']")
    await clear.click()
    await expect(paths(page)).toHaveCount(0)
  })

  test("touch and pen pointers draw too", async ({ page }) => {
    // real (browser-generated) touch and pen input through the DevTools protocol
    const cdp = await page.context().newCDPSession(page)
    const box = (await control(page).boundingBox())!
    const y = box.y + 60
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number) =>
      cdp.send("Input.dispatchTouchEvent", {
        type,
        touchPoints: type === "touchEnd" ? [] : [{ x: box.x + x, y, id: 1 }],
      })
    await touch("touchStart", 30)
    for (const x of [80, 140, 200]) await touch("touchMove", x)
    await touch("touchEnd", 200)
    await expect(paths(page)).toHaveCount(1)

    const pen = (type: "mousePressed" | "mouseMoved" | "mouseReleased", x: number) =>
      cdp.send("Input.dispatchMouseEvent", {
        type,
        x: box.x + x,
        y: y + 60,
        button: type === "mouseMoved" ? "none" : "left",
        buttons: type === "mouseReleased" ? 0 : 1,
        clickCount: 1,
        pointerType: "pen",
        force: 0.5,
      })
    await pen("mousePressed", 30)
    for (const x of [80, 140, 200]) await pen("mouseMoved", x)
    await pen("mouseReleased", 200)
    await expect(paths(page)).toHaveCount(2)
  })

  test("stroke size comes from the controls; disabled stops drawing; the visualizer omits points", async ({ page }) => {
    await expect(page.getByTestId("drawing.size")).toHaveValue("4")
    const size = page.getByTestId("drawing.size")
    await size.fill("12")
    await size.press("Enter")
    await expect(page).toHaveURL(/drawing\.size=12/)
    await openTab(page, "Visualizer")
    await expect(visualizer(page)).toContainText('"size": 12')
    await expect(visualizer(page)).not.toContainText('"points"')
    await openTab(page, "Controls")

    await page.getByTestId("disabled").click()
    await expect(page.getByTestId("disabled")).toBeChecked()
    await stroke(page, [40, 60], [200, 120])
    await expect(paths(page)).toHaveCount(0)
  })
})
