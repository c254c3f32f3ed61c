import * as colorPicker from "@zag-js/color-picker"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId } from "react"
import "../color-picker.css"
import { PickerBody } from "./parts/PickerBody"

export default function InlineColorPicker() {
  const service = useMachine(colorPicker.machine, {
    id: useId(),
    name: "color",
    // always open, in the page's flow: no trigger, no popup
    inline: true,
    defaultValue: colorPicker.parse("hsl(0, 100%, 50%)"),
  })
  const api = colorPicker.connect(service, normalizeProps)

  return (
    <div className="color-picker">
      <div className="color-picker-inline">
        <div {...api.getRootProps()}>
          <label {...api.getLabelProps()}>Select Color</label>
          <input {...api.getHiddenInputProps()} />
          <div {...api.getContentProps()}>
            <PickerBody api={api} />
          </div>
        </div>
        <p>
          Selected: <span data-testid="value-text">{api.valueAsString}</span>
        </p>
      </div>
    </div>
  )
}
