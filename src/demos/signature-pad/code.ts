import { defineCode } from "../../workbench/code/snippet"
import type { signaturePadControls } from "./controls"

export default defineCode<typeof signaturePadControls>({
  name: "SignaturePad",
  machines: [
    {
      module: "signature-pad",
      fixed: { name: `"signature"`, "drawing.fill": `"red"` },
      // zag draws a 2px stroke by default
      options: { "drawing.size": { default: 2 } },
    },
  ],
  imports: [`import { useState } from "react"`],
  setup: `
  const [imageUrl, setImageUrl] = useState("")`,
  jsx: `
<>
  <div {...api.getRootProps()}>
    <label {...api.getLabelProps()}>Signature Pad</label>
    <div {...api.getControlProps()}>
      <svg {...api.getSegmentProps()}>
        {api.paths.map((path, i) => <path key={i} {...api.getSegmentPathProps({ path })} />)}
        {api.currentPath && <path {...api.getSegmentPathProps({ path: api.currentPath })} />}
      </svg>
      <button {...api.getClearTriggerProps()}>Clear</button>
      <div {...api.getGuideProps()} />
    </div>
    <input {...api.getHiddenInputProps({ value: imageUrl })} />
  </div>
  <button type="button" onClick={() => void api.getDataUrl("image/png").then(setImageUrl)}>
    Show Image
  </button>
  {api.empty && !imageUrl && <p>Draw inside the box, then press Show Image.</p>}
  {imageUrl && <img alt="signature" src={imageUrl} />}
</>`,
})
