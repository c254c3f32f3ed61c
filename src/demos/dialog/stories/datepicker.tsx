import * as datePicker from "@zag-js/date-picker"
import * as dialog from "@zag-js/dialog"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId } from "react"
import "../dialog.css"
import { PortalledDatePicker } from "./parts/PortalledDatePicker"

/**
 * A dialog holding a date picker, and a second dialog opened from it with a picker of its own. Each calendar
 * is portalled out of its dialog; picking a day closes the calendar, never a dialog, and Escape closes the
 * innermost layer first: the calendar, then the nested dialog, then the first.
 */
export default function WithDatePicker() {
  const parentService = useMachine(dialog.machine, { id: useId() })
  const parent = dialog.connect(parentService, normalizeProps)
  const departurePickerService = useMachine(datePicker.machine, { id: useId() })
  const departurePicker = datePicker.connect(departurePickerService, normalizeProps)

  const childService = useMachine(dialog.machine, { id: useId() })
  const child = dialog.connect(childService, normalizeProps)
  const returnPickerService = useMachine(datePicker.machine, { id: useId() })
  const returnPicker = datePicker.connect(returnPickerService, normalizeProps)

  return (
    <div className="dialog-story">
      <button {...parent.getTriggerProps()}>Open</button>
      {parent.open && (
        <Portal>
          <div {...parent.getBackdropProps()} />
          <div {...parent.getPositionerProps()}>
            {/* while the nested dialog is open, this one steps back (dialog.css) */}
            <div {...parent.getContentProps()} data-nested-open={child.open ? "" : undefined}>
              <h2 {...parent.getTitleProps()}>Book a trip</h2>
              <p {...parent.getDescriptionProps()}>
                Pick a departure day: the calendar closes, this dialog stays open.
              </p>
              <PortalledDatePicker api={departurePicker} label="Departure" />
              <div className="dialog-actions">
                <button {...child.getTriggerProps()}>Open Nested</button>
                <button {...parent.getCloseTriggerProps()}>Close</button>
              </div>
            </div>
          </div>
        </Portal>
      )}
      {parent.open && child.open && (
        <Portal>
          <div {...child.getBackdropProps()} />
          <div className="dialog-positioner-nested" {...child.getPositionerProps()}>
            <div {...child.getContentProps()}>
              <h2 {...child.getTitleProps()}>Return trip</h2>
              <p {...child.getDescriptionProps()}>A second dialog over the first, with a date picker of its own.</p>
              <PortalledDatePicker api={returnPicker} label="Return" />
              <div className="dialog-actions">
                <button {...child.getCloseTriggerProps()}>Close</button>
              </div>
            </div>
          </div>
        </Portal>
      )}
    </div>
  )
}
