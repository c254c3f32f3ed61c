import * as carousel from "@zag-js/carousel"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId, useState } from "react"
import { useFixAddedSlidesInView } from "../fixes"
import "../carousel.css"

/** A looping carousel that turns every second, its page held in React; slides can be added while it runs. */
export default function MutationCarousel() {
  const [slideCount, setSlideCount] = useState(5)
  const [page, setPage] = useState(0)
  const service = useMachine(carousel.machine, {
    id: useId(),
    slideCount,
    loop: true,
    autoplay: { delay: 1000 },
    page,
    onPageChange: (details) => setPage(details.page),
    translations: { autoplayStart: "Play", autoplayStop: "Pause" },
  })
  const api = carousel.connect(service, normalizeProps)
  const itemGroupRef = useFixAddedSlidesInView(service)

  return (
    <div className="carousel carousel-mutation">
      <div className="carousel-actions">
        <button type="button" onClick={() => setSlideCount((count) => count + 1)}>
          add slide
        </button>
        <p className="carousel-status">
          Page {page + 1} · <span className="carousel-slide-count">{slideCount} slides</span>
        </p>
      </div>
      <div {...api.getRootProps()} aria-label="Numbered slides">
        <div {...api.getControlProps()}>
          <button {...api.getPrevTriggerProps()}>Prev</button>
          <button {...api.getAutoplayTriggerProps()}>{api.isPlaying ? "Pause" : "Play"}</button>
          <button {...api.getNextTriggerProps()}>Next</button>
        </div>
        <div {...api.getItemGroupProps()} ref={itemGroupRef}>
          {Array.from({ length: slideCount }, (_, index) => (
            <div key={index} {...api.getItemProps({ index })}>
              <div className="carousel-tile carousel-tile-grey">{index + 1}</div>
            </div>
          ))}
        </div>
        <div {...api.getIndicatorGroupProps()}>
          {api.pageSnapPoints.map((_, index) => (
            <button key={index} className="carousel-number-dot" {...api.getIndicatorProps({ index })}>
              {index + 1}
            </button>
          ))}
        </div>
      </div>
    </div>
  )
}
