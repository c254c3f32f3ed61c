import { expect, gotoDemo, openTab, setControl, test, visualizer } from "@tests/fixtures"
import { SignaturePadModel } from "@tests/models/signature-pad.model"

test.describe("signature pad", () => {
  test.beforeEach(async ({ page }) => {
    await gotoDemo(page, "/signature-pad")
  })

  test("drawing with the mouse adds red strokes; Show Image renders them; clear empties the pad", async ({ page }) => {
    const pad = new SignaturePadModel(page)
    await expect(pad.label).toHaveText("Signature Pad")
    await expect(pad.paths).toHaveCount(0)
    await pad.stroke([40, 60], [200, 120])
    await pad.stroke([60, 140], [260, 80])
    await expect(pad.paths).toHaveCount(2)
    await expect(pad.paths.first()).toHaveCSS("fill", "rgb(255, 0, 0)")

    await page.getByRole("button", { name: "Show Image" }).click()
    const image = pad.preview
    await expect(image).toHaveAttribute("alt", "signature")
    await expect(image).toHaveAttribute("src", /^data:image\/png;base64,/)

    const clear = pad.clearTrigger
    await clear.click()
    await expect(pad.paths).toHaveCount(0)
  })

  test("touch and pen pointers draw too", async ({ page }) => {
    const pad = new SignaturePadModel(page)
    // real (browser-generated) touch and pen input through the DevTools protocol
    const cdp = await page.context().newCDPSession(page)
    const box = (await pad.control.boundingBox())!
    const y = box.y + 60
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number) =>
      cdp.send("Input.dispatchTouchEvent", {
        type,
        touchPoints: type === "touchEnd" ? [] : [{ x: box.x + x, y, id: 1 }],
      })
    await touch("touchStart", 30)
    for (const x of [80, 140, 200]) await touch("touchMove", x)
    await touch("touchEnd", 200)
    await expect(pad.paths).toHaveCount(1)

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
    await expect(pad.paths).toHaveCount(2)
  })

  test("drawing.simulatePressure from the controls changes how thick a stroke is drawn", async ({ page }) => {
    const pad = new SignaturePadModel(page)
    const thickness = async () => {
      await pad.stroke([30, 80], [330, 80])
      await expect(pad.paths).toHaveCount(1)
      const box = await pad.paths.first().boundingBox()
      await pad.clearTrigger.click()
      await expect(pad.paths).toHaveCount(0)
      return box?.height ?? 0
    }
    await expect(page.getByTestId("drawing.simulatePressure")).toBeChecked()
    await setControl(page, "drawing.size", 20)
    // simulated: fast pointer moves read as light pressure, a thinner line
    const simulated = await thickness()
    await setControl(page, "drawing.simulatePressure", false)
    await expect(page).toHaveURL(/drawing\.simulatePressure=false/)
    // the mouse's own pressure (0.5 while pressed): an even line of half the pen's size on each side
    const real = await thickness()
    expect(Math.abs(real - simulated)).toBeGreaterThan(2)
  })

  test("stroke size comes from the controls; disabled stops drawing; the visualizer omits points", async ({ page }) => {
    const pad = new SignaturePadModel(page)
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
    await pad.stroke([40, 60], [200, 120])
    await expect(pad.paths).toHaveCount(0)
  })
})
