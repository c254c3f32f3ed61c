import { normalizeProps, useMachine } from "@zag-js/react"
import * as signaturePad from "@zag-js/signature-pad"
import { useId, useState } from "react"
import "../signature-pad.css"

export default function ControlledSignaturePad() {
  // the committed strokes live here; the stroke in progress is only reported
  const [paths, setPaths] = useState<string[]>([])
  const [currentPath, setCurrentPath] = useState<string | null>(null)
  const service = useMachine(signaturePad.machine, {
    id: useId(),
    paths,
    drawing: { fill: "red", size: 4 },
    onDraw: (details) => {
      setPaths(details.paths)
      setCurrentPath(details.currentPath)
    },
  })
  const api = signaturePad.connect(service, normalizeProps)

  return (
    <div className="signature-pad">
      <p>Try: draw slowly and watch “Paths”: it counts a stroke only once you let go.</p>
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Controlled Signature Pad</label>
        <div {...api.getControlProps()}>
          <svg {...api.getSegmentProps()}>
            {api.paths.map((path, i) => (
              <path key={i} {...api.getSegmentPathProps({ path })} />
            ))}
            {api.currentPath && <path {...api.getSegmentPathProps({ path: api.currentPath })} />}
          </svg>
          <div {...api.getGuideProps()} />
        </div>
      </div>
      <button type="button" className="signature-pad-show" data-testid="clear-paths" onClick={() => setPaths([])}>
        Clear (controlled)
      </button>
      <div data-testid="controlled-status" className="signature-pad-status">
        <p>Paths: {paths.length}</p>
        <p>Drawing: {api.drawing ? "yes" : "no"}</p>
        <p>Current path: {currentPath ? "active" : "none"}</p>
      </div>
    </div>
  )
}
