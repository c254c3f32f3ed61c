import * as popover from "@zag-js/popover"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import * as select from "@zag-js/select"
import { useId } from "react"
import { selectCountries } from "../../../data/countries"
import "../select.css"

const collection = select.collection({ items: selectCountries })

export default function SelectInPopover() {
  const selectService = useMachine(select.machine, { id: useId(), collection })
  const popoverService = useMachine(popover.machine, { id: useId() })
  const countries = select.connect(selectService, normalizeProps)
  const panel = popover.connect(popoverService, normalizeProps)

  return (
    <div className="select">
      <button type="button" className="select-open-button" {...panel.getTriggerProps()}>
        Open Popover
      </button>
      <Portal>
        <div className="select-popover-positioner" {...panel.getPositionerProps()}>
          <div className="select-popover-content" {...panel.getContentProps()}>
            <div className="select-popover-header">
              <h2 {...panel.getTitleProps()}>Select in Popover</h2>
              <button type="button" {...panel.getCloseTriggerProps()}>
                X
              </button>
            </div>

            <div {...countries.getRootProps()}>
              <label {...countries.getLabelProps()}>Country</label>
              <div {...countries.getControlProps()}>
                <button {...countries.getTriggerProps()}>
                  <span {...countries.getValueTextProps()}>{countries.valueAsString || "Select a country"}</span>
                  <span {...countries.getIndicatorProps()}>▼</span>
                </button>
              </div>
              {/* inside the popover's content: a press on the list does not dismiss the popover */}
              <div {...countries.getPositionerProps()}>
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
          </div>
        </div>
      </Portal>
    </div>
  )
}
