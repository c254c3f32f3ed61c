import type { PropTypes } from "@zag-js/react"
import type * as slider from "@zag-js/slider"
import type { ReactNode } from "react"
import { DemoOutput, useFormValues } from "../../workbench/DemoOutput"
import type { SliderRange } from "./range"
import "./slider.css"

type SliderFormProps = {
  api: slider.Api<PropTypes>
  label: string
  valueText: ReactNode
  /** Marker values; those outside the range are left out. */
  markers: readonly number[]
  range: SliderRange
  /** Shows thumb 0's value above it while dragging. */
  draggingIndicator?: boolean
  /** Adds the data-testid hooks "label", "output" and "track". */
  testHooks?: boolean
  /** Shown inside the root, below the control. */
  children?: ReactNode
}

/** A slider inside a form (label, value text, track, thumbs with hidden inputs, markers), then the form's values. */
export function SliderForm({
  api,
  label,
  valueText,
  markers,
  range,
  draggingIndicator,
  testHooks,
  children,
}: SliderFormProps) {
  const form = useFormValues()
  const hook = (name: string) => (testHooks ? { "data-testid": name } : {})
  return (
    <>
      <form className="slider-form" {...form.formProps}>
        <div {...api.getRootProps()}>
          <div className="slider-header">
            <label {...hook("label")} {...api.getLabelProps()}>
              {label}
            </label>
            <output {...hook("output")} {...api.getValueTextProps()}>
              {valueText}
            </output>
          </div>
          <div className="control-area">
            <div {...api.getControlProps()}>
              <div {...hook("track")} {...api.getTrackProps()}>
                <div {...api.getRangeProps()} />
              </div>
              {draggingIndicator && <div {...api.getDraggingIndicatorProps({ index: 0 })}>{api.getThumbValue(0)}</div>}
              {api.value.map((_, index) => (
                <div key={index} {...api.getThumbProps({ index })}>
                  <input {...api.getHiddenInputProps({ index })} />
                </div>
              ))}
            </div>
            <div {...api.getMarkerGroupProps()}>
              {markers
                .filter((value) => value >= range.min && value <= range.max)
                .map((value) => (
                  <span key={value} {...api.getMarkerProps({ value })}>
                    *
                  </span>
                ))}
            </div>
          </div>
          {children}
        </div>
      </form>
      <DemoOutput label="Form values" value={form.values} />
    </>
  )
}
