import { defineDemo } from "../facts"
import { part } from "../interactionSteps"

export default defineDemo({
  label: "Signature Pad",
  group: "Inputs",
  description: "Draw a signature with pointer or touch.",
  keywords: ["drawing", "sign", "canvas"],
  stories: [
    { slug: "basic", title: "Basic", page: "signature-pad" },
    {
      slug: "controlled",
      title: "Controlled",
      keywords: ["controlled", "react state", "paths", "regression"],
      machines: ["SignaturePad"],
      firstInteraction: [
        { drag: part("signature-pad", "control"), by: { x: 60, y: 20 } },
        { expect: `${part("signature-pad", "segment")} path`, is: "present" },
      ],
    },
  ],
  firstInteraction: [
    { drag: part("signature-pad", "control"), by: { x: 60, y: 20 } },
    { expect: `${part("signature-pad", "segment")} path`, is: "present" },
  ],
})
