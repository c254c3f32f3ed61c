import * as imageCropper from "@zag-js/image-cropper"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId } from "react"
import "../image-cropper.css"

// 1000×600, four flat quadrants: a crop's colour shows where it came from
const IMAGE = "/images/image-cropper/quadrants.svg"

export default function FixedCropArea() {
  // the selection stays put: a drag pans the picture under it, the wheel zooms it
  const service = useMachine(imageCropper.machine, { id: useId(), fixedCropArea: true })
  const api = imageCropper.connect(service, normalizeProps)

  return (
    <div className="image-cropper">
      <div {...api.getRootProps()}>
        <div {...api.getViewportProps()}>
          <img src={IMAGE} width={500} height={300} alt="Four coloured quadrants" {...api.getImageProps()} />
          <div {...api.getSelectionProps()}>
            {imageCropper.handles.map((position) => (
              <div key={position} {...api.getHandleProps({ position })} />
            ))}
          </div>
        </div>
      </div>
      <div className="image-cropper-tools">
        <label>
          Zoom{" "}
          <input
            type="range"
            data-testid="zoom-slider"
            min={1}
            max={5}
            step={0.1}
            value={api.zoom}
            onChange={(event) => api.setZoom(event.currentTarget.valueAsNumber)}
          />
        </label>
        <label>
          Rotation{" "}
          <input
            type="range"
            data-testid="rotation-slider"
            min={0}
            max={360}
            step={1}
            value={api.rotation}
            onChange={(event) => api.setRotation(event.currentTarget.valueAsNumber)}
          />
        </label>
      </div>
    </div>
  )
}
