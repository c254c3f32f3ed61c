import { normalizeProps } from "@zag-js/react"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import * as signaturePad from "@zag-js/signature-pad"
import { RotateCcw } from "lucide-react"
import { useState } from "react"
import { DemoPage } from "../../workbench/DemoPage"
import { useControls } from "../../workbench/controls/useControls"
import { signaturePadControls } from "./controls"
import "./signature-pad.css"

export default function SignaturePadPage() {
  const controls = useControls(signaturePadControls)
  const [imageUrl, setImageUrl] = useState("")
  const { disabled, readOnly } = controls.values
  const service = useDemoMachine(signaturePad.machine, {
    name: "signature",
    disabled,
    readOnly,
    drawing: {
      fill: "red",
      size: controls.values["drawing.size"],
      simulatePressure: controls.values["drawing.simulatePressure"],
    },
    onDrawEnd: (details) => {
      void details.getDataUrl("image/png").then(setImageUrl)
    },
  })
  const api = signaturePad.connect(service, normalizeProps)

  return (
    <DemoPage
      className="signature-pad"
      controls={controls}
      service={service}
      context={["paths", "currentPath"]}
      props={["disabled", "readOnly", "drawing"]}
      omit={["points"]}
    >
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Signature Pad</label>
        <div {...api.getControlProps()}>
          <svg {...api.getSegmentProps()}>
            {api.paths.map((path, i) => (
              <path key={i} {...api.getSegmentPathProps({ path })} />
            ))}
            {api.currentPath && <path {...api.getSegmentPathProps({ path: api.currentPath })} />}
          </svg>
          <button {...api.getClearTriggerProps()}>
            <RotateCcw aria-hidden size={16} />
          </button>
          <div {...api.getGuideProps()} />
        </div>
        <input {...api.getHiddenInputProps({ value: imageUrl })} />
      </div>

      <button
        type="button"
        className="signature-pad-show"
        onClick={() => {
          void api.getDataUrl("image/png").then(setImageUrl)
        }}
      >
        Show Image
      </button>
      {api.empty && !imageUrl && <p className="signature-pad-hint">Draw inside the box, then press Show Image.</p>}
      {imageUrl && <img data-part="preview" alt="signature" src={imageUrl} />}
    </DemoPage>
  )
}
