import * as colorPicker from "@zag-js/color-picker"
import { normalizeProps } from "@zag-js/react"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import { Pipette } from "lucide-react"
import { useHydrated } from "../../workbench/hydration"
import { DemoPage } from "../../workbench/DemoPage"
import { DemoOutput, useFormValues } from "../../workbench/DemoOutput"
import { useControls } from "../../workbench/controls/useControls"
import { colorPickerControls } from "./controls"
import { fixChannelInputStep } from "./fixes"
import "./color-picker.css"

const PRESETS = ["#f47373", "#697689"]
const initialValue = colorPicker.parse("hsl(0, 100%, 50%)")

type Channel = colorPicker.ChannelInputProps["channel"]
const CHANNELS: Record<string, Array<{ channel: Channel; label: string; name: string }>> = {
  hsla: [
    { channel: "hue", label: "H", name: "Hue" },
    { channel: "saturation", label: "S", name: "Saturation" },
    { channel: "lightness", label: "L", name: "Lightness" },
    { channel: "alpha", label: "A", name: "Alpha" },
  ],
  hsba: [
    { channel: "hue", label: "H", name: "Hue" },
    { channel: "saturation", label: "S", name: "Saturation" },
    { channel: "brightness", label: "B", name: "Brightness" },
    { channel: "alpha", label: "A", name: "Alpha" },
  ],
  rgba: [
    { channel: "red", label: "R", name: "Red" },
    { channel: "green", label: "G", name: "Green" },
    { channel: "blue", label: "B", name: "Blue" },
    { channel: "alpha", label: "A", name: "Alpha" },
  ],
}

export default function ColorPickerPage() {
  const controls = useControls(colorPickerControls)
  const form = useFormValues()
  const submission = useFormValues()

  const service = useDemoMachine(colorPicker.machine, {
    name: "color",
    defaultValue: initialValue,
    positioning: { placement: "bottom-start" },
    ...controls.values,
  })
  const api = colorPicker.connect(service, normalizeProps)
  // the browser's eye dropper is known only on the client: its button appears once hydrated
  const hydrated = useHydrated()
  const channels = CHANNELS[api.format] ?? CHANNELS.hsla
  const channelInputProps = (channel: Channel) => fixChannelInputStep(api.getChannelInputProps({ channel }))

  return (
    <DemoPage
      className="color-picker"
      controls={controls}
      viz
      service={service}
      context={["value", "format", "activeId", "activeChannel", "currentPlacement"]}
      props={["disabled", "readOnly", "dir"]}
    >
      <form
        className="color-picker-form"
        {...form.formProps}
        onSubmit={(e) => {
          e.preventDefault()
          submission.read(e.currentTarget)
        }}
        onReset={(e) => {
          api.setValue(initialValue)
          form.formProps.onReset(e)
        }}
      >
        <input {...api.getHiddenInputProps()} />
        <div {...api.getRootProps()}>
          <label {...api.getLabelProps()}>
            Select Color: <span data-testid="value-text">{api.valueAsString}</span>
          </label>
          <div {...api.getControlProps()}>
            <button {...api.getTriggerProps()}>
              <div {...api.getTransparencyGridProps({ size: "10px" })} />
              <div {...api.getSwatchProps({ value: api.value })} />
            </button>
            <input aria-label="Hex" {...channelInputProps("hex")} />
            <input aria-label="Alpha" {...channelInputProps("alpha")} />
          </div>

          <div {...api.getPositionerProps()}>
            <div {...api.getContentProps()} aria-label="Choose a color">
              <div className="content__inner">
                <div {...api.getAreaProps()}>
                  <div {...api.getAreaBackgroundProps()} />
                  <div {...api.getAreaThumbProps()} />
                </div>

                <div {...api.getChannelSliderProps({ channel: "hue" })}>
                  <div {...api.getChannelSliderTrackProps({ channel: "hue" })} />
                  <div {...api.getChannelSliderThumbProps({ channel: "hue" })} />
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
                      <input aria-label={name} {...channelInputProps(channel)} />
                    </label>
                  ))}
                </div>

                <div className="color-picker-preview">
                  <div className="color-picker-preview-swatch">
                    <div {...api.getTransparencyGridProps({ size: "8px" })} />
                    <div {...api.getSwatchProps({ value: api.value })} />
                  </div>
                  <p data-testid="value-text">{api.valueAsString}</p>
                </div>

                <input aria-label="Hex" {...channelInputProps("hex")} />

                <div className="color-picker-tools">
                  <div {...api.getSwatchGroupProps()}>
                    {PRESETS.map((preset) => (
                      <button
                        key={preset}
                        aria-label={`Swatch ${preset}`}
                        {...api.getSwatchTriggerProps({ value: preset })}
                      >
                        <div {...api.getSwatchProps({ value: preset })} />
                      </button>
                    ))}
                  </div>
                  {hydrated && "EyeDropper" in window && (
                    <button aria-label="Pick a color from the screen" {...api.getEyeDropperTriggerProps()}>
                      <Pipette aria-hidden size={16} />
                    </button>
                  )}
                </div>
              </div>
            </div>
          </div>
        </div>

        <div className="color-picker-actions">
          <button type="submit">Submit</button>
          <button type="reset">Reset</button>
        </div>
      </form>

      <div className="color-picker-outputs">
        <DemoOutput label="Submitted" value={submission.values} />
        <DemoOutput label="Form values" value={form.values} />
      </div>
    </DemoPage>
  )
}
