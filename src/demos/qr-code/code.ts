import { defineCode } from "../../workbench/code/snippet"
import type { qrCodeControls } from "./controls"

export default defineCode<typeof qrCodeControls>({
  name: "QrCode",
  // the demo always passes its value; zag corrects errors at level "L" by default
  machines: [
    {
      module: "qr-code",
      fixed: { pixelSize: "10" },
      options: { value: { default: undefined }, "encoding.ecc": { default: "L" } },
    },
  ],
  jsx: `
<div {...api.getRootProps()}>
  <svg {...api.getFrameProps()}>
    <path {...api.getPatternProps()} />
  </svg>
  <div {...api.getOverlayProps()}>Zag</div>
</div>`,
})
