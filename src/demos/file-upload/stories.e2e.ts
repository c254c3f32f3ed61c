import { expect, gotoDemo, setControl, test } from "@tests/fixtures"
import { FileUploadModel, textFile } from "@tests/models/file-upload.model"

test.describe("file upload stories", () => {
  test("multiple + rejections: two files are accepted, the rest are listed with their codes", async ({ page }) => {
    await gotoDemo(page, "/file-upload/with-rejections")
    const upload = new FileUploadModel(page)
    await expect(page.getByRole("heading", { name: "Accepted files" })).toBeVisible()
    await expect(page.getByRole("heading", { name: "Rejected files" })).toBeVisible()

    const chooser = page.waitForEvent("filechooser")
    await upload.chooseButton.click()
    await (await chooser).setFiles([textFile("a.txt"), textFile("b.txt"), textFile("c.txt")])
    // three files where two may go: zag rejects them all as too many
    await expect(upload.files("rejected")).toHaveCount(3)
    await expect(upload.files("rejected").first()).toContainText("a.txt")
    await expect(upload.files("rejected").first()).toContainText("TOO_MANY_FILES")

    await page.getByTestId("input").setInputFiles([textFile("a.txt"), textFile("b.txt")])
    await expect(upload.files("accepted")).toHaveCount(2)
    await expect(upload.files("rejected")).toHaveCount(0)

    // an accept rule from the controls: a text file is now the wrong type
    await setControl(page, "accept", "image/*")
    await page.getByTestId("input").setInputFiles([textFile("d.txt")])
    await expect(upload.files("rejected")).toHaveCount(1)
    await expect(upload.files("rejected")).toContainText("FILE_INVALID_TYPE")

    await setControl(page, "maxFiles", 4)
    await setControl(page, "disabled", true)
    await expect(upload.chooseButton).toBeDisabled()
  })

  test("cover: files chosen with the trigger are listed and removed; the area itself does not open the picker", async ({
    page,
  }) => {
    await gotoDemo(page, "/file-upload/cover")
    const upload = new FileUploadModel(page)
    await expect(page.getByText("Drop any files here to upload")).toHaveCount(0)
    await expect(upload.dropzone).toHaveAttribute("role", "application")

    let opened = false
    page.on("filechooser", () => (opened = true))
    await page.getByRole("button", { name: "Normal Button" }).click()
    await upload.dropzone.click({ position: { x: 8, y: 8 } })
    await expect(page.getByRole("button", { name: "Normal Button" })).toBeVisible()
    expect(opened).toBe(false)

    const chooser = page.waitForEvent("filechooser")
    await upload.chooseButton.click()
    await (await chooser).setFiles([textFile("a.txt"), textFile("b.txt")])
    await expect(upload.part("item")).toHaveCount(2)
    await page.getByRole("button", { name: /a\.txt/ }).click()
    await expect(upload.part("item")).toHaveCount(1)
    await expect(upload.part("item")).toContainText("b.txt")
  })

  test("hook form: Submit says the files are required, then sends the chosen ones", async ({ page }) => {
    await gotoDemo(page, "/file-upload/react-hook-form")
    const upload = new FileUploadModel(page)
    await expect(upload.dropzone).toContainText("Drag your files here")
    await page.getByRole("button", { name: "Submit" }).click()
    await expect(page.getByRole("alert")).toHaveText("This is required")

    const chooser = page.waitForEvent("filechooser")
    await page.getByRole("button", { name: "Open Dialog" }).click()
    await (await chooser).setFiles([textFile("report.txt", "twelve bytes")])
    await expect(upload.part("item")).toContainText("report.txt")
    await expect(upload.part("item-size-text")).toHaveText("12 byte")

    const logged = page.waitForEvent("console", (message) => message.text().startsWith("files"))
    await page.getByRole("button", { name: "Submit" }).click()
    await logged
    await expect(page.getByRole("alert")).toHaveCount(0)
    await expect(page.getByRole("status")).toHaveText("Submitted: report.txt")

    // removing the file makes the field empty again
    await page.getByRole("button", { name: /report\.txt/ }).click()
    await page.getByRole("button", { name: "Submit" }).click()
    await expect(page.getByRole("alert")).toHaveText("This is required")
  })
})
