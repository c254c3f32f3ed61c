import * as dialog from "@zag-js/dialog"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import * as select from "@zag-js/select"
import { useId } from "react"
import { selectCountries } from "../../../data/countries"
import "../select.css"

const collection = select.collection({ items: selectCountries })

export default function SelectInDialog() {
  const selectService = useMachine(select.machine, { id: useId(), collection })
  const dialogService = useMachine(dialog.machine, { id: useId() })
  const countries = select.connect(selectService, normalizeProps)
  const modal = dialog.connect(dialogService, normalizeProps)

  return (
    <div className="select">
      <button type="button" className="select-open-button" {...modal.getTriggerProps()}>
        Open Dialog
      </button>
      {/* the dialog's content, and the select inside it, exist only while the dialog is open */}
      {modal.open && (
        <Portal>
          <div className="select-dialog-backdrop" {...modal.getBackdropProps()} />
          <div className="select-dialog-positioner" {...modal.getPositionerProps()}>
            <div className="select-dialog-content" {...modal.getContentProps()}>
              <h2 {...modal.getTitleProps()}>Edit profile</h2>
              <p {...modal.getDescriptionProps()}>Choose the country you live in.</p>

              <div {...countries.getRootProps()}>
                <label {...countries.getLabelProps()}>Country</label>
                <div {...countries.getControlProps()}>
                  <button data-testid="trigger-1" {...countries.getTriggerProps()}>
                    <span {...countries.getValueTextProps()}>{countries.valueAsString || "Select a country"}</span>
                    <span {...countries.getIndicatorProps()}>▼</span>
                  </button>
                </div>
                {/* inside the dialog's content, not portalled: a press on the list is a press inside the dialog */}
                <div data-testid="positioner-1" {...countries.getPositionerProps()}>
                  <ul {...countries.getContentProps()}>
                    {(countries.open ? selectCountries : []).map((item) => (
                      <li key={item.value} {...countries.getItemProps({ item })}>
                        <span {...countries.getItemTextProps({ item })}>{item.label}</span>
                        <span {...countries.getItemIndicatorProps({ item })}>✓</span>
                      </li>
                    ))}
                  </ul>
                </div>
              </div>

              <button type="button" className="select-dialog-close" {...modal.getCloseTriggerProps()}>
                Close
              </button>
            </div>
          </div>
        </Portal>
      )}
    </div>
  )
}
