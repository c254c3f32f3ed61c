import type { Page } from "@playwright/test"
import { ZagModel } from "./model"

export type FakeFile = { name: string; type: string; size: number }

/** A plain-text file to choose: its body given, or `size` bytes of "a". */
export const textFile = (name: string, body: string | number = "hello") => ({
  name,
  mimeType: "text/plain",
  buffer: typeof body === "number" ? Buffer.alloc(body, 97) : Buffer.from(body),
})

export class FileUploadModel extends ZagModel {
  constructor(page: Page) {
    super(page, "file-upload")
  }

  get dropzone() {
    return this.part("dropzone")
  }

  get chooseButton() {
    return this.page.getByRole("button", { name: "Choose Files..." })
  }

  /** The hidden file input. */
  get input() {
    return this.page.getByTestId("input")
  }

  /** The listed files, accepted or rejected. */
  files(type: "accepted" | "rejected") {
    return this.part("item-group", `[data-type="${type}"] > li`)
  }

  /** A listed file's name and size. */
  itemName(item: ReturnType<Page["locator"]>) {
    return item.locator(`${this.selector("item-name")} b`)
  }

  itemSize(item: ReturnType<Page["locator"]>) {
    return item.locator(this.selector("item-size-text"))
  }

  /** A synthetic drag and drop of files onto the dropzone, as a browser would send it. */
  async drop(files: FakeFile[]) {
    const dataTransfer = await this.page.evaluateHandle((list) => {
      const dt = new DataTransfer()
      for (const f of list) dt.items.add(new File([new Uint8Array(f.size)], f.name, { type: f.type }))
      return dt
    }, files)
    await this.dropzone.dispatchEvent("dragenter", { dataTransfer })
    await this.dropzone.dispatchEvent("dragover", { dataTransfer })
    await this.dropzone.dispatchEvent("drop", { dataTransfer })
  }
}
