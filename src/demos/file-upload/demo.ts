import { defineDemo } from "../facts"
import { part, testId } from "../interactionSteps"

export default defineDemo({
  label: "File Upload",
  group: "Inputs",
  description: "Choose or drop files, checked against type and size rules.",
  keywords: ["dropzone", "drag and drop", "attachment", "files"],
  stories: [{ slug: "basic", title: "Basic", page: "file-upload" }],
  firstInteraction: [
    { choose: testId("file-input"), file: { name: "notes.txt", mimeType: "text/plain", text: "hello" } },
    { expect: { css: part("file-upload", "item-name"), name: "notes.txt" }, is: "visible" },
  ],
})
