import { defineCode } from "../../workbench/code/snippet"
import type { colorPickerControls } from "./controls"

export default defineCode<typeof colorPickerControls>({
  name: "ColorPicker",
  machines: [
    {
      module: "color-picker",
      fixed: {
        name: `"color"`,
        defaultValue: `colorPicker.parse("hsl(0, 100%, 50%)")`,
        positioning: `{ placement: "bottom-start" }`,
      },
    },
  ],
  jsx: `
<div {...api.getRootProps()}>
  <label {...api.getLabelProps()}>Select Color: {api.valueAsString}</label>
  <input {...api.getHiddenInputProps()} />
  <div {...api.getControlProps()}>
    <button {...api.getTriggerProps()}>
      <div {...api.getTransparencyGridProps({ size: "10px" })} />
      <div {...api.getSwatchProps({ value: api.value })} />
    </button>
    <input {...api.getChannelInputProps({ channel: "hex" })} />
    <input {...api.getChannelInputProps({ channel: "alpha" })} />
  </div>
  <div {...api.getPositionerProps()}>
    <div {...api.getContentProps()}>
      <div {...api.getAreaProps()}>
        <div {...api.getAreaBackgroundProps()} />
        <div {...api.getAreaThumbProps()} />
      </div>
      {(["hue", "alpha"] as const).map((channel) => (
        <div key={channel} {...api.getChannelSliderProps({ channel })}>
          {channel === "alpha" && <div {...api.getTransparencyGridProps({ size: "12px" })} />}
          <div {...api.getChannelSliderTrackProps({ channel })} />
          <div {...api.getChannelSliderThumbProps({ channel })} />
        </div>
      ))}
      <div {...api.getSwatchGroupProps()}>
        {["#f47373", "#697689"].map((value) => (
          <button key={value} {...api.getSwatchTriggerProps({ value })}>
            <div {...api.getSwatchProps({ value })} />
          </button>
        ))}
      </div>
      <button {...api.getEyeDropperTriggerProps()}>Pick a color</button>
    </div>
  </div>
</div>`,
})
