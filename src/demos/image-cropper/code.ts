import { defineCode } from "../../workbench/code/snippet"
import type { imageCropperControls } from "./controls"

const RATIOS: Record<string, string | undefined> = { free: undefined, "1:1": "1", "16:9": "16 / 9", "4:3": "4 / 3" }

export default defineCode<typeof imageCropperControls>({
  name: "ImageCropper",
  machines: [{ module: "image-cropper", options: { aspectRatio: { code: (value) => RATIOS[value] } } }],
  jsx: `
<>
  <div {...api.getRootProps()}>
    <div {...api.getViewportProps()}>
      <img src="/images/image-cropper/lake.webp" {...api.getImageProps()} />
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
    <input type="range" min={1} max={5} step={0.1} value={api.zoom} onChange={(e) => api.setZoom(e.currentTarget.valueAsNumber)} />
  </label>
  <label>
    Rotation
    <input type="range" min={0} max={360} value={api.rotation} onChange={(e) => api.setRotation(e.currentTarget.valueAsNumber)} />
  </label>
  <label>
    <input type="checkbox" checked={api.flip.horizontal} onChange={(e) => api.flipHorizontally(e.currentTarget.checked)} />
    Flip horizontally
  </label>
  <label>
    <input type="checkbox" checked={api.flip.vertical} onChange={(e) => api.flipVertically(e.currentTarget.checked)} />
    Flip vertically
  </label>
  <button onClick={() => api.reset()}>Reset</button>
</>`,
})
