import { defineDemo } from "../facts"
import { button, part } from "../interactionSteps"

export default defineDemo({
  label: "QR Code",
  group: "Display",
  description: "Encode text as a QR code image.",
  keywords: ["barcode", "scan", "link"],
  stories: [
    { slug: "basic", title: "Basic", page: "qr-code" },
    {
      slug: "download",
      title: "Download",
      keywords: ["download", "png", "preview", "data url", "logo"],
      machines: ["QR Code"],
      firstInteraction: [{ click: button("Preview") }, { expect: "main img[alt='qr-code preview']", is: "visible" }],
    },
    {
      slug: "form",
      title: "Form",
      keywords: ["form", "generate", "url", "jpeg", "preview"],
      machines: ["QR Code"],
      firstInteraction: [
        { type: "https://example.com/hello", into: "main input[name=url]" },
        { click: button("Generate") },
        { expect: part("qr-code", "frame"), attribute: "aria-label", toBe: "QR code for https://example.com/hello" },
      ],
    },
  ],
  firstInteraction: [
    { focus: "main textarea" },
    { press: "End" },
    { type: "!", into: "main textarea" },
    { expect: part("qr-code", "frame"), attribute: "aria-label", toBe: "QR code for https://chakra-ui.com/!" },
  ],
})
