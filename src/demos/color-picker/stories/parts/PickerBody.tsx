import type * as colorPicker from "@zag-js/color-picker"
import type { PropTypes } from "@zag-js/react"
import { fixChannelInputStep, fixChannelSliderKeys } from "../../fixes"

type Channel = colorPicker.ChannelInputProps["channel"]

/** The three number channels of each format, then alpha. */
const CHANNELS: Record<colorPicker.ColorFormat, Array<{ channel: Channel; label: string; name: string }>> = {
  hsla: [
    { channel: "hue", label: "H", name: "Hue" },
    { channel: "saturation", label: "S", name: "Saturation" },
    { channel: "lightness", label: "L", name: "Lightness" },
  ],
  hsba: [
    { channel: "hue", label: "H", name: "Hue" },
    { channel: "saturation", label: "S", name: "Saturation" },
    { channel: "brightness", label: "B", name: "Brightness" },
  ],
  rgba: [
    { channel: "red", label: "R", name: "Red" },
    { channel: "green", label: "G", name: "Green" },
    { channel: "blue", label: "B", name: "Blue" },
  ],
}

export const PRESETS = ["#f47373", "#697689"]

/**
 * What the picker's content holds in every story: the area, hue and alpha sliders, the format's channel
 * inputs, a preview and the presets.
 */
export function PickerBody({ api }: { api: colorPicker.Api<PropTypes> }) {
  const channels = [...CHANNELS[api.format], { channel: "alpha" as const, label: "A", name: "Alpha" }]
  const inputProps = (channel: Channel) => fixChannelInputStep(api.getChannelInputProps({ channel }))
  return (
    <div className="content__inner">
      <div {...api.getAreaProps()}>
        <div {...api.getAreaBackgroundProps()} />
        <div {...api.getAreaThumbProps()} />
      </div>

      <div {...api.getChannelSliderProps({ channel: "hue" })}>
        <div {...api.getChannelSliderTrackProps({ channel: "hue" })} />
        <div {...fixChannelSliderKeys(api, { channel: "hue" })} />
      </div>

      <div {...api.getChannelSliderProps({ channel: "alpha" })}>
        <div {...api.getTransparencyGridProps({ size: "12px" })} />
        <div {...api.getChannelSliderTrackProps({ channel: "alpha" })} />
        <div {...api.getChannelSliderThumbProps({ channel: "alpha" })} />
      </div>

      <div className="color-picker-channels">
        {channels.map(({ channel, label, name }) => (
          <label key={channel} className="color-picker-channel">
            <span aria-hidden>{label}</span>
            <input aria-label={name} {...inputProps(channel)} />
          </label>
        ))}
      </div>

      <div className="color-picker-preview">
        <div className="color-picker-preview-swatch">
          <div {...api.getTransparencyGridProps({ size: "8px" })} />
          <div {...api.getSwatchProps({ value: api.value })} />
        </div>
        <input aria-label="Hex" {...inputProps("hex")} />
      </div>

      <div {...api.getSwatchGroupProps()}>
        {PRESETS.map((preset) => (
          <button key={preset} aria-label={`Swatch ${preset}`} {...api.getSwatchTriggerProps({ value: preset })}>
            <div {...api.getSwatchProps({ value: preset })} />
          </button>
        ))}
      </div>
    </div>
  )
}
