import * as colorPicker from "@zag-js/color-picker"
import * as dialog from "@zag-js/dialog"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId } from "react"
import "../color-picker.css"
import { PickerBody } from "./parts/PickerBody"

export default function ColorPickerInDialog() {
  const pickerService = useMachine(colorPicker.machine, {
    id: useId(),
    name: "color",
    defaultValue: colorPicker.parse("hsl(210, 90%, 50%)"),
    positioning: { placement: "bottom-start" },
  })
  const picker = colorPicker.connect(pickerService, normalizeProps)

  const dialogService = useMachine(dialog.machine, { id: useId() })
  const api = dialog.connect(dialogService, normalizeProps)

  return (
    <div className="color-picker">
      <h3>Color Picker in Dialog Test</h3>
      <p>Open the dialog, open the picker, then press, drag and click inside it: the dialog stays open.</p>
      <button type="button" {...api.getTriggerProps()}>
        Open Dialog
      </button>
      {api.open && (
        <Portal>
          <div className="color-picker">
            <div {...api.getBackdropProps()} />
            <div {...api.getPositionerProps()}>
              <div {...api.getContentProps()}>
                <h2 {...api.getTitleProps()}>Primary Color Selection</h2>
                <p {...api.getDescriptionProps()}>Choose the brand's primary color.</p>
                <button type="button" className="dialog-close" aria-label="Close" {...api.getCloseTriggerProps()}>
                  ✕
                </button>
                <div {...picker.getRootProps()}>
                  <label {...picker.getLabelProps()}>Select Color</label>
                  <input {...picker.getHiddenInputProps()} />
                  <div {...picker.getControlProps()}>
                    <button {...picker.getTriggerProps()}>
                      <div {...picker.getTransparencyGridProps({ size: "10px" })} />
                      <div {...picker.getSwatchProps({ value: picker.value })} />
                    </button>
                    <p data-testid="value-text">{picker.valueAsString}</p>
                  </div>
                </div>
              </div>
            </div>
          </div>
        </Portal>
      )}
      {picker.open && (
        <Portal>
          <div className="color-picker color-picker-over-dialog">
            <div {...picker.getPositionerProps()}>
              <div {...picker.getContentProps()} aria-label="Choose a color">
                <PickerBody api={picker} />
              </div>
            </div>
          </div>
        </Portal>
      )}
    </div>
  )
}
