import * as rating from "@zag-js/rating-group"
import { normalizeProps } from "@zag-js/react"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import { useId } from "react"
import { DemoPage } from "../../workbench/DemoPage"
import { useControls } from "../../workbench/controls/useControls"
import { ratingGroupControls } from "./controls"
import "./rating-group.css"

const STAR_PATH = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"

function Star() {
  return (
    <svg data-part="star" viewBox="0 0 24 24" aria-hidden focusable="false">
      <path className="star-shape" d={STAR_PATH} />
    </svg>
  )
}

function HalfStar({ clipId }: { clipId: string }) {
  return (
    <svg data-part="star" data-half="" viewBox="0 0 24 24" aria-hidden focusable="false">
      <defs>
        <clipPath id={clipId}>
          <rect x="0" y="0" width="12" height="24" />
        </clipPath>
      </defs>
      <path className="star-shape" d={STAR_PATH} />
      <path className="star-half-fill" d={STAR_PATH} clipPath={`url(#${clipId})`} />
    </svg>
  )
}

export default function RatingGroupPage() {
  const controls = useControls(ratingGroupControls)
  const { max, ...options } = controls.values
  const id = useId()
  const service = useDemoMachine(rating.machine, { defaultValue: 2.5, name: "rating", ...options, count: max }, { id })
  const api = rating.connect(service, normalizeProps)

  return (
    <DemoPage
      className="rating"
      controls={controls}
      service={service}
      context={["value", "hoveredValue"]}
      props={["count", "allowHalf", "disabled", "readOnly", "dir"]}
    >
      <form action="" onSubmit={(e) => e.preventDefault()}>
        <div {...api.getRootProps()}>
          <label {...api.getLabelProps()}>Rate:</label>
          <div {...api.getControlProps()}>
            {api.items.map((index) => {
              const state = api.getItemState({ index })
              return (
                // each star is named for its own number ("3 stars", as the product spec has it): zag 1.47
                // names the checked one after the value instead ("2.5 stars")
                <span key={index} {...api.getItemProps({ index })} aria-label={`${index} stars`}>
                  {state.half ? <HalfStar clipId={`${id}-half-${index}`} /> : <Star />}
                </span>
              )
            })}
          </div>
          <input data-testid="hidden-input" {...api.getHiddenInputProps()} />
        </div>
        <button type="reset">Reset</button>
      </form>
      <p className="rating-status" aria-live="polite">
        {api.hovering && api.hoveredValue > 0
          ? `Preview: ${api.hoveredValue} of ${api.count} stars`
          : `Rating: ${api.value} of ${api.count} stars`}
      </p>
    </DemoPage>
  )
}
