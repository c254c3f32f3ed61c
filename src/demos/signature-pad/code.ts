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
  jsx: `
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
  <input {...api.getHiddenInputProps({ value: "" })} />
</div>`,
})
