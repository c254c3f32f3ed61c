import * as colorPicker from "@zag-js/color-picker"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId } from "react"
import "../color-picker.css"
import { fixChannelInputStep } from "../fixes"
import { PickerBody } from "./parts/PickerBody"

export default function RtlColorPicker() {
  const service = useMachine(colorPicker.machine, {
    id: useId(),
    name: "color",
    dir: "rtl",
    format: "rgba",
    defaultValue: colorPicker.parse("#3b82f6"),
    positioning: { placement: "bottom-start" },
  })
  const api = colorPicker.connect(service, normalizeProps)

  return (
    <div className="color-picker" dir="rtl">
      <div className="color-picker-form">
        <div {...api.getRootProps()}>
          <label {...api.getLabelProps()}>
            اختر اللون (<bdi>{api.valueAsString}</bdi>)
          </label>
          <input {...api.getHiddenInputProps()} />
          <div {...api.getControlProps()}>
            <button {...api.getTriggerProps()}>
              <div {...api.getTransparencyGridProps({ size: "10px" })} />
              <div {...api.getSwatchProps({ value: api.value })} />
            </button>
            <input aria-label="Hex" {...fixChannelInputStep(api.getChannelInputProps({ channel: "hex" }))} />
            <input aria-label="Alpha" {...fixChannelInputStep(api.getChannelInputProps({ channel: "alpha" }))} />
          </div>
          <div {...api.getPositionerProps()}>
            <div {...api.getContentProps()} aria-label="اختر لونًا">
              <PickerBody api={api} />
            </div>
          </div>
        </div>
      </div>
    </div>
  )
}
