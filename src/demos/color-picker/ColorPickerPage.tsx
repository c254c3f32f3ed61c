import * as colorPicker from "@zag-js/color-picker"
import { normalizeProps, useMachine } from "@zag-js/react"
import { Pipette } from "lucide-react"
import { useId, useState } from "react"
import { DemoMain } from "../../workbench/DemoMain"
import { FormOutput } from "../../workbench/FormOutput"
import { formValues } from "../../workbench/formValues"
import { StateVisualizer } from "../../workbench/visualizer/StateVisualizer"
import { Toolbar } from "../../workbench/Toolbar"
import { useControls } from "../../workbench/controls/useControls"
import { colorPickerControls } from "./controls"
import "./color-picker.css"

const PRESETS = ["#f47373", "#697689"]
const initialValue = colorPicker.parse("hsl(0, 100%, 50%)")
const hasEyeDropper = typeof window !== "undefined" && "EyeDropper" in window

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
  const [formState, setFormState] = useState<Record<string, unknown> | null>(null)
  const [submitted, setSubmitted] = useState<Record<string, unknown> | null>(null)

  const service = useMachine(colorPicker.machine, {
    id: useId(),
    name: "color",
    defaultValue: initialValue,
    positioning: { placement: "bottom-start" },
    ...controls.values,
  })
  const api = colorPicker.connect(service, normalizeProps)
  const channels = CHANNELS[api.format] ?? CHANNELS.hsla

  return (
    <>
      <DemoMain className="color-picker">
        <form
          className="color-picker-form"
          onChange={(e) => setFormState(formValues(e.currentTarget))}
          onSubmit={(e) => {
            e.preventDefault()
            setSubmitted(formValues(e.currentTarget))
          }}
          onReset={(e) => {
            const form = e.currentTarget
            api.setValue(initialValue)
            queueMicrotask(() => setFormState(formValues(form)))
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
              <input aria-label="Hex" {...api.getChannelInputProps({ channel: "hex" })} />
              <input aria-label="Alpha" {...api.getChannelInputProps({ channel: "alpha" })} />
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
                        <input aria-label={name} {...api.getChannelInputProps({ channel })} />
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

                  <input aria-label="Hex" {...api.getChannelInputProps({ channel: "hex" })} />

                  <div className="color-picker-tools">
                    <div {...api.getSwatchGroupProps()}>
                      {PRESETS.map((preset) => (
                        <button key={preset} aria-label={`Swatch ${preset}`} {...api.getSwatchTriggerProps({ value: preset })}>
                          <div {...api.getSwatchProps({ value: preset })} />
                        </button>
                      ))}
                    </div>
                    {hasEyeDropper && (
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
          <FormOutput label="Submitted" values={submitted} />
          <FormOutput label="Form values" values={formState} />
        </div>
      </DemoMain>
      <Toolbar controls={controls} viz>
        <StateVisualizer
          service={service}
          context={["value", "format", "activeId", "activeChannel", "currentPlacement"]}
          props={["disabled", "readOnly", "dir"]}
        />
      </Toolbar>
    </>
  )
}
