import { fileURLToPath } from "node:url"
import { openBareZagPage } from "@tests/bareZagPage"
import { expect, test } from "@tests/fixtures"
import { EditableModel } from "@tests/models/editable.model"

const bareEditable = fileURLToPath(new URL("./bareEditable.tsx", import.meta.url))

test.describe("editable: upstream still broken (jsdom cannot show it)", () => {
  test("fixPreviewFocusRestore: with bare zag, focusing the preview opens the editor and closes it at once", async ({
    page,
  }) => {
    const editable = new EditableModel(page)
    await openBareZagPage(page, bareEditable, "editable")
    const preview = editable.preview
    await expect(preview).toHaveText("Hello World")
    await preview.focus()
    // the editor opens, and closes at once on the focus React gives back to the preview
    await expect(
      page.getByTestId("modes"),
      "zag no longer has this bug: delete fixPreviewFocusRestore from fixes.ts and its tests, and use zag directly",
    ).toHaveText("edit preview")
    await expect(preview).toBeVisible()
  })
})
