import { playwrightDriver } from "./engine/driver"
import { expect, gotoDemo, test } from "./fixtures"
import { FileUploadModel } from "./models/file-upload.model"

// Random use chooses files through the driver, in an input or in the chooser a click opens. zag's `directory`
// prop (More props, or ?directory=true) turns the input into a folder picker, which Chromium refuses a file:
// the driver picks a folder holding the file, and zag lists that file.
const notes = () => ({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") })

test("a folder picker gets a folder, set in the input or answered in the chooser a click opens", async ({ page }) => {
  const upload = new FileUploadModel(page)
  await gotoDemo(page, "/file-upload?directory=true")
  await expect(upload.input).toHaveJSProperty("webkitdirectory", true)
  const driver = playwrightDriver(page)
  await driver.setInputFiles("[data-testid=input]", notes())
  await expect(upload.files("accepted")).toHaveCount(1)
  await expect(upload.itemName(upload.files("accepted").first())).toHaveText("notes.txt")

  await page.getByRole("button", { name: "Delete notes.txt" }).click()
  await expect(upload.files("accepted")).toHaveCount(0)
  const answers = driver.answerSideEffects({ dialog: () => undefined, pickFile: notes })
  await upload.chooseButton.click()
  await expect(upload.files("accepted")).toHaveCount(1)
  await answers.settled()
})
