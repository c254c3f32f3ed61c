import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import * as slider from "@zag-js/slider"
import * as tooltip from "@zag-js/tooltip"
import { useId } from "react"
import "../slider.css"

export default function SliderWithTooltip() {
  const id = useId()
  // one element is both the slider's thumb and the tooltip's trigger: the tooltip is placed against it
  const thumbId = `${id}-thumb`
  const sliderService = useMachine(slider.machine, {
    id,
    defaultValue: [40],
    thumbSize: { width: 20, height: 20 },
    ids: { thumb: () => thumbId },
  })
  const api = slider.connect(sliderService, normalizeProps)

  const tooltipService = useMachine(tooltip.machine, {
    id: useId(),
    ids: { trigger: thumbId },
    // shown only while a thumb is dragged
    open: api.dragging,
    positioning: { placement: "top" },
  })
  const tip = tooltip.connect(tooltipService, normalizeProps)

  return (
    <div className="slider">
      <div className="slider-story">
        <div {...api.getRootProps()}>
          <div className="slider-header">
            <label {...api.getLabelProps()}>Brightness</label>
            <output {...api.getValueTextProps()}>{api.value[0]}</output>
          </div>
          <div {...api.getControlProps()}>
            <div {...api.getTrackProps()}>
              <div {...api.getRangeProps()} />
            </div>
            <div {...api.getThumbProps({ index: 0 })}>
              <input {...api.getHiddenInputProps({ index: 0 })} />
            </div>
          </div>
        </div>
        <p>Drag the thumb: the tooltip shows its value while you drag.</p>
      </div>
      {tip.open && (
        <Portal>
          <div className="slider">
            <div {...tip.getPositionerProps()}>
              <div {...tip.getContentProps()}>{api.value[0]}</div>
            </div>
          </div>
        </Portal>
      )}
    </div>
  )
}
