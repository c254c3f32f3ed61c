import { normalizeProps, useMachine } from "@zag-js/react"
import * as slider from "@zag-js/slider"
import { useId, useState } from "react"
import "../slider.css"

export default function ChangeEndSlider() {
  const [changed, setChanged] = useState(0)
  const [ended, setEnded] = useState(0)
  const service = useMachine(slider.machine, {
    id: useId(),
    defaultValue: [0],
    // the thumb's size in slider.css, so the pre-rendered thumb sits where the live one does
    thumbSize: { width: 20, height: 20 },
    onValueChange: (details) => setChanged(details.value[0]),
    onValueChangeEnd: (details) => setEnded(details.value[0]),
  })
  const api = slider.connect(service, normalizeProps)

  return (
    <div className="slider">
      <div className="slider-story">
        <div {...api.getRootProps()}>
          <div className="slider-header">
            <label {...api.getLabelProps()}>Volume</label>
            <output {...api.getValueTextProps()}>{api.value[0]}</output>
          </div>
          <div {...api.getControlProps()}>
            <div data-testid="track" {...api.getTrackProps()}>
              <div {...api.getRangeProps()} />
            </div>
            <div {...api.getThumbProps({ index: 0 })}>
              <input {...api.getHiddenInputProps({ index: 0 })} />
            </div>
          </div>
        </div>
        <p data-testid="change">Change: {changed}</p>
        <p data-testid="change-end">Change end: {ended}</p>
      </div>
    </div>
  )
}
