import { defineCode } from "../../workbench/code/snippet"
import type { angleSliderControls } from "./controls"

export default defineCode<typeof angleSliderControls>({
  name: "AngleSlider",
  machines: [{ module: "angle-slider" }],
  jsx: `
<div {...api.getRootProps()}>
  <label {...api.getLabelProps()}>Angle</label>
  <div {...api.getControlProps()}>
    <div {...api.getThumbProps()} />
    <div {...api.getMarkerGroupProps()}>
      {[0, 45, 90, 135, 180, 225, 270, 315].map((value) => <div key={value} {...api.getMarkerProps({ value })} />)}
    </div>
  </div>
  <div {...api.getValueTextProps()}>{api.value} degrees</div>
  <input {...api.getHiddenInputProps()} />
</div>`,
})
