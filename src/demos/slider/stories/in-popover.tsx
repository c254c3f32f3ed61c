import * as popover from "@zag-js/popover"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import * as slider from "@zag-js/slider"
import { useId } from "react"
import "../slider.css"

export default function SliderInPopover() {
  const sliderService = useMachine(slider.machine, {
    id: useId(),
    name: "quantity",
    defaultValue: [10, 60],
    thumbSize: { width: 20, height: 20 },
  })
  const range = slider.connect(sliderService, normalizeProps)

  const popoverService = useMachine(popover.machine, { id: useId(), modal: true })
  const api = popover.connect(popoverService, normalizeProps)

  return (
    <div className="slider">
      <div className="popover-row">
        <button type="button" data-testid="button-before">
          Button :before
        </button>
        <button type="button" data-testid="popover-trigger" {...api.getTriggerProps()}>
          Click me
          <span {...api.getIndicatorProps()}>{">"}</span>
        </button>
        <span {...api.getAnchorProps()}>anchor</span>
        <span data-testid="plain-text">I am just text</span>
        <button type="button" data-testid="button-after">
          Button :after
        </button>
      </div>
      <Portal>
        <div className="slider">
          <div {...api.getPositionerProps()}>
            <div data-testid="popover-content" {...api.getContentProps()}>
              <p {...api.getTitleProps()}>Pick a quantity range</p>
              <div {...range.getRootProps()}>
                <div className="slider-header">
                  <label {...range.getLabelProps()}>Quantity:</label>
                  <output {...range.getValueTextProps()}>{range.value.join(" - ")}</output>
                </div>
                <div {...range.getControlProps()}>
                  <div {...range.getTrackProps()}>
                    <div {...range.getRangeProps()} />
                  </div>
                  {range.value.map((_, index) => (
                    <div key={index} {...range.getThumbProps({ index })}>
                      <input {...range.getHiddenInputProps({ index })} />
                    </div>
                  ))}
                </div>
              </div>
            </div>
          </div>
        </div>
      </Portal>
    </div>
  )
}
