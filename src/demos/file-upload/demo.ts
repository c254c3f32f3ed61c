import { defineDemo } from "../facts"
import { button, part, testId } from "../interactionSteps"

export default defineDemo({
  label: "File Upload",
  group: "Inputs",
  description: "Choose or drop files, checked against type and size rules.",
  keywords: ["dropzone", "drag and drop", "attachment", "files"],
  stories: [
    { slug: "basic", title: "Basic", page: "file-upload" },
    {
      slug: "with-rejections",
      title: "Multiple + Rejections",
      keywords: ["multiple", "rejected", "maxFiles", "errors", "TOO_MANY_FILES"],
      machines: ["File Upload"],
      firstInteraction: [
        { choose: testId("input"), file: { name: "notes.txt", mimeType: "text/plain", text: "hello" } },
        { expect: { css: part("file-upload", "item-name"), name: "notes.txt" }, is: "visible" },
      ],
    },
    {
      slug: "cover",
      title: "Cover",
      keywords: ["drop overlay", "full cover", "drag", "disableClick"],
      machines: ["File Upload"],
      firstInteraction: [
        { choose: "main input[type=file]", file: { name: "notes.txt", mimeType: "text/plain", text: "hello" } },
        { expect: { css: part("file-upload", "item-name"), name: "notes.txt" }, is: "visible" },
      ],
    },
    {
      slug: "react-hook-form",
      title: "Hook Form",
      keywords: ["react-hook-form", "form", "validation", "required"],
      machines: ["File Upload"],
      firstInteraction: [{ click: button("Submit") }, { expect: "main [role=alert]", text: "This is required" }],
    },
    {
      slug: "transform",
      title: "Transform",
      keywords: ["transformFiles", "compress", "image", "browser-image-compression"],
      machines: ["File Upload"],
      firstInteraction: [
        { choose: testId("input"), file: { name: "notes.txt", mimeType: "text/plain", text: "hello" } },
        // a text file is not an image: nothing is listed
        { expect: part("file-upload", "item-name"), is: "hidden" },
      ],
    },
  ],
  firstInteraction: [
    { choose: testId("input"), file: { name: "notes.txt", mimeType: "text/plain", text: "hello" } },
    { expect: { css: part("file-upload", "item-name"), name: "notes.txt" }, is: "visible" },
  ],
})
