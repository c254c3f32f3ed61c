import type * as datePicker from "@zag-js/date-picker"
import { Portal, type PropTypes } from "@zag-js/react"
import { Field } from "../../../date-picker/stories/parts/Field"
import { CalendarViews } from "../../../date-picker/stories/parts/views"
import "../../../../widgets/date-picker/date-picker.css"

/**
 * A date picker's field (the date picker stories' own: input, ❌, 🗓) with its calendar portalled out of the
 * dialog that holds the field. zag keeps the calendar inside the dialog's focus trap and out of its "click
 * outside" (the 🗓 controls it, and it is a layer above the dialog's), so picking a day closes only the calendar.
 */
export function PortalledDatePicker({ api, label }: { api: datePicker.Api<PropTypes>; label: string }) {
  return (
    <div className="date-picker">
      <div {...api.getRootProps()}>
        <Field api={api} label={label} />
      </div>
      <Portal>
        {/* the date pickers' look (date-picker.css) applies inside .date-picker; the calendar stacks over its dialog */}
        <div className="date-picker dialog-date-picker">
          <div {...api.getPositionerProps()}>
            {/* drawn while open: today is the visitor's, not the pre-rendered page's */}
            <div {...api.getContentProps()}>{api.open && <CalendarViews api={api} />}</div>
          </div>
        </div>
      </Portal>
    </div>
  )
}
