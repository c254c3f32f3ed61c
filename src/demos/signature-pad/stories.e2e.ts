import { expect, gotoDemo, test } from "@tests/fixtures"
import { SignaturePadModel } from "@tests/models/signature-pad.model"

test.describe("signature-pad stories", () => {
  test("controlled: a stroke in progress is not a path until it ends, and clearing leaves 0 paths", async ({
    page,
  }) => {
    const pad = new SignaturePadModel(page)
    const status = page.getByTestId("controlled-status")
    await gotoDemo(page, "/signature-pad/controlled")
    await expect(pad.label).toHaveText("Controlled Signature Pad")
    await expect(status).toContainText("Paths: 0")

    const box = (await pad.control.boundingBox())!
    await page.mouse.move(box.x + 30, box.y + 30)
    await page.mouse.down()
    await page.mouse.move(box.x + 80, box.y + 50, { steps: 4 })
    await expect(status).toContainText("Drawing: yes")
    await expect(status).toContainText("Current path: active")
    await expect(status).toContainText("Paths: 0")
    await page.mouse.move(box.x + 120, box.y + 40, { steps: 4 })
    await expect(status).toContainText("Paths: 0")
    await page.mouse.up()
    await expect(status).toContainText("Paths: 1")
    await expect(status).toContainText("Drawing: no")
    await expect(status).toContainText("Current path: none")
    await expect(pad.paths).toHaveCount(1)

    await pad.stroke([40, 80], [140, 60])
    await expect(status).toContainText("Paths: 2")
    await expect(pad.paths).toHaveCount(2)

    await page.getByRole("button", { name: "Clear (controlled)" }).click()
    await expect(status).toContainText("Paths: 0")
    await expect(pad.paths).toHaveCount(0)
  })
})
