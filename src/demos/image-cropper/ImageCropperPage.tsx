import * as imageCropper from "@zag-js/image-cropper"
import { normalizeProps } from "@zag-js/react"
import { useId } from "react"
import { DemoPage } from "../../workbench/DemoPage"
import { useControls } from "../../workbench/controls/useControls"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import { ASPECT_RATIOS, imageCropperControls } from "./controls"
import "./image-cropper.css"

const IMAGE = "/images/image-cropper/lake.webp"

export default function ImageCropperPage() {
  const controls = useControls(imageCropperControls)
  const { aspectRatio, ...options } = controls.values
  const service = useDemoMachine(imageCropper.machine, { ...options, aspectRatio: ASPECT_RATIOS[aspectRatio] })
  const api = imageCropper.connect(service, normalizeProps)
  // the crop in image pixels is known once the image has loaded and the viewport is measured
  const ready = api.naturalSize.width > 0 && api.viewportRect.width > 0
  // (getCropData reads the viewport element, so it waits for the browser too)
  const crop = ready ? api.getCropData() : null

  return (
    <DemoPage
      className="image-cropper"
      controls={controls}
      service={service}
      context={["naturalSize", "crop", "zoom", "rotation", "flip", "offset"]}
      props={["aspectRatio", "cropShape", "minZoom", "maxZoom"]}
    >
      <div {...api.getRootProps()}>
        <div {...api.getViewportProps()}>
          <img src={IMAGE} width={500} height={300} {...api.getImageProps()} />
          <div {...api.getSelectionProps()}>
            {imageCropper.handles.map((position) => (
              <div key={position} {...api.getHandleProps({ position })} />
            ))}
            <div {...api.getGridProps({ axis: "horizontal" })} />
            <div {...api.getGridProps({ axis: "vertical" })} />
          </div>
        </div>
      </div>
      <p className="image-cropper-crop">
        Crop:{" "}
        {crop
          ? `${Math.round(crop.x)}, ${Math.round(crop.y)}, ${Math.round(crop.width)} × ${Math.round(crop.height)}`
          : "-"}
      </p>
      <div className="image-cropper-tools">
        <RangeField
          label="Zoom"
          min={options.minZoom}
          max={options.maxZoom}
          step={0.1}
          value={api.zoom}
          shown={`${api.zoom.toFixed(1)}×`}
          onChange={api.setZoom}
        />
        <RangeField
          label="Rotation"
          min={0}
          max={360}
          step={1}
          value={api.rotation}
          shown={`${Math.round(api.rotation)}°`}
          onChange={api.setRotation}
        />
        <label className="image-cropper-check">
          <input
            type="checkbox"
            checked={api.flip.horizontal}
            onChange={(event) => api.flipHorizontally(event.currentTarget.checked)}
          />
          Flip horizontally
        </label>
        <label className="image-cropper-check">
          <input
            type="checkbox"
            checked={api.flip.vertical}
            onChange={(event) => api.flipVertically(event.currentTarget.checked)}
          />
          Flip vertically
        </label>
        <button type="button" onClick={() => api.reset()}>
          Reset
        </button>
      </div>
    </DemoPage>
  )
}

type RangeFieldProps = {
  label: string
  min: number
  max: number
  step: number
  value: number
  /** The value as shown beside the range; outside the label, so the range's name stays `label`. */
  shown: string
  onChange: (value: number) => void
}

function RangeField({ label, shown, onChange, ...range }: RangeFieldProps) {
  const id = useId()
  return (
    <div className="image-cropper-range">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="range" {...range} onChange={(event) => onChange(event.currentTarget.valueAsNumber)} />
      <output htmlFor={id}>{shown}</output>
    </div>
  )
}
