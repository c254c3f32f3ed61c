import { defineCode } from "../../workbench/code/snippet"
import type { imageCropperControls } from "./controls"

export default defineCode<typeof imageCropperControls>({
  name: "ImageCropper",
  machines: [{ module: "image-cropper" }],
  imports: ['import { useState } from "react"'],
  setup: `
  const [preview, setPreview] = useState<string | null>(null)`,
  jsx: `
<>
  <div {...api.getRootProps()}>
    <div {...api.getViewportProps()}>
      <img src="/images/image-cropper/quadrants.svg" {...api.getImageProps()} />
      <div {...api.getSelectionProps()}>
        {imageCropper.handles.map((position) => (
          <div key={position} {...api.getHandleProps({ position })} />
        ))}
        <div {...api.getGridProps({ axis: "horizontal" })} />
        <div {...api.getGridProps({ axis: "vertical" })} />
      </div>
    </div>
  </div>
  <label>
    Zoom
    <input type="range" data-testid="zoom-slider" min={1} max={5} step={0.1} value={api.zoom} onChange={(e) => api.setZoom(e.currentTarget.valueAsNumber)} />
  </label>
  <label>
    Rotation
    <input type="range" data-testid="rotation-slider" min={0} max={360} value={api.rotation} onChange={(e) => api.setRotation(e.currentTarget.valueAsNumber)} />
  </label>
  <label>
    <input type="checkbox" checked={api.flip.horizontal} onChange={(e) => api.flipHorizontally(e.currentTarget.checked)} />
    Flip Horizontal
  </label>
  <label>
    <input type="checkbox" checked={api.flip.vertical} onChange={(e) => api.flipVertically(e.currentTarget.checked)} />
    Flip Vertical
  </label>
  <button data-testid="reset-button" onClick={() => api.reset()}>Reset</button>
  <button onClick={() => api.flipHorizontally()}>Toggle horizontal flip</button>
  <button onClick={() => api.flipVertically()}>Toggle vertical flip</button>
  <button onClick={() => api.setFlip({ horizontal: false, vertical: false })}>Reset flips</button>
  {/* resize from a handle by a step, as a drag on it would */}
  <button data-testid="grow-button" onClick={() => api.resize("se", 10)}>Grow selection</button>
  <button data-testid="shrink-button" onClick={() => api.resize("se", -10)}>Shrink selection</button>
  <fieldset>
    <legend>Export Cropped Image</legend>
    <button onClick={async () => setPreview(URL.createObjectURL((await api.getCroppedImage()) as Blob))}>
      Export as Blob
    </button>
    <button onClick={async () => setPreview((await api.getCroppedImage({ output: "dataUrl" })) as string)}>
      Export as Data URL
    </button>
  </fieldset>
  {preview && <img src={preview} alt="Cropped result" />}
</>`,
})
