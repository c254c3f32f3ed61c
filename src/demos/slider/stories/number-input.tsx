import * as numberInput from "@zag-js/number-input"
import { normalizeProps, useMachine } from "@zag-js/react"
import * as slider from "@zag-js/slider"
import { useId, useState } from "react"
import "../slider.css"

const MIN = 500
const MAX = 5000
const GAP = 100

type PriceInputProps = {
  /** Names the input's end of the range; the slider's thumb for that end is labelled by it too. */
  caption: { id: string; text: string }
  value: string
  min: number
  max: number
  onText: (text: string) => void
  onNumber: (value: number) => void
}

/** One end of the range as a typed amount: its text is its own while typing, a number in bounds moves the thumb. */
function PriceInput({ caption, value, min, max, onText, onNumber }: PriceInputProps) {
  const service = useMachine(numberInput.machine, {
    id: useId(),
    value,
    min,
    max,
    onValueChange: (details) => {
      onText(details.value)
      const number = details.valueAsNumber
      if (Number.isFinite(number) && number >= min && number <= max) onNumber(number)
    },
  })
  const api = numberInput.connect(service, normalizeProps)
  return (
    <div className="price-input">
      <span id={caption.id}>{caption.text}</span>
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>USD</label>
        <input {...api.getInputProps()} />
      </div>
    </div>
  )
}

export default function SliderWithNumberInput() {
  const [range, setRange] = useState([1250, 2500])
  const [texts, setTexts] = useState(["1250", "2500"])
  const id = useId()
  const minimum = { id: `${id}-minimum`, text: "Minimum Price" }
  const maximum = { id: `${id}-maximum`, text: "Maximum Price" }
  const moveTo = (next: number[]) => {
    setRange(next)
    setTexts(next.map(String))
  }

  const service = useMachine(slider.machine, {
    id,
    min: MIN,
    max: MAX,
    value: range,
    minStepsBetweenThumbs: GAP,
    thumbSize: { width: 20, height: 20 },
    "aria-labelledby": [minimum.id, maximum.id],
    onValueChange: (details) => moveTo(details.value),
  })
  const api = slider.connect(service, normalizeProps)
  const [low, high] = api.value

  return (
    <div className="slider">
      <div className="slider-story">
        <div {...api.getRootProps()}>
          <div className="slider-header">
            <label {...api.getLabelProps()}>Price range</label>
            <output {...api.getValueTextProps()}>
              {low} - {high}
            </output>
          </div>
          <div {...api.getControlProps()}>
            <div {...api.getTrackProps()}>
              <div {...api.getRangeProps()} />
            </div>
            {api.value.map((_, index) => (
              <div key={index} {...api.getThumbProps({ index })}>
                <input {...api.getHiddenInputProps({ index })} />
              </div>
            ))}
          </div>
        </div>
        <div className="slider-row">
          <PriceInput
            caption={minimum}
            value={texts[0]}
            min={MIN}
            max={high - GAP}
            onText={(text) => setTexts([text, texts[1]])}
            onNumber={(value) => setRange([value, high])}
          />
          <PriceInput
            caption={maximum}
            value={texts[1]}
            min={low + GAP}
            max={MAX}
            onText={(text) => setTexts([texts[0], text])}
            onNumber={(value) => setRange([low, value])}
          />
        </div>
      </div>
    </div>
  )
}
