import { defineDemo } from "../facts"
import { part } from "../interactionSteps"

export default defineDemo({
  label: "QR Code",
  group: "Display",
  description: "Encode text as a QR code image.",
  keywords: ["barcode", "scan", "link"],
  stories: [{ slug: "basic", title: "Basic", page: "qr-code" }],
  firstInteraction: [
    { focus: "main textarea" },
    { press: "End" },
    { type: "!", into: "main textarea" },
    { expect: part("qr-code", "frame"), attribute: "aria-label", toBe: "QR code for https://chakra-ui.com/!" },
  ],
})
