import * as carousel from "@zag-js/carousel"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId } from "react"
import "../carousel.css"

const slides = Array.from({ length: 10 }, (_, index) => index + 1)

/** A carousel of ten numbered slides, and a strip of thumbnails that picks its slide and follows its page. */
export default function ThumbnailCarousel() {
  const mainService = useMachine(carousel.machine, {
    id: useId(),
    slideCount: slides.length,
    // paging the main carousel brings its thumbnail to the front of the strip
    onPageChange: (details) => strip.scrollToIndex(details.page),
  })
  const main = carousel.connect(mainService, normalizeProps)

  const stripService = useMachine(carousel.machine, {
    id: useId(),
    slideCount: slides.length,
    slidesPerPage: 6.75,
    slidesPerMove: 1,
    spacing: "8px",
  })
  const strip = carousel.connect(stripService, normalizeProps)

  return (
    <div className="carousel carousel-thumbnails">
      <div {...main.getRootProps()} aria-label="Numbered slides">
        <div {...main.getControlProps()}>
          <button {...main.getPrevTriggerProps()}>Prev</button>
          <button {...main.getNextTriggerProps()}>Next</button>
        </div>
        <div {...main.getItemGroupProps()}>
          {slides.map((number, index) => (
            <div key={number} {...main.getItemProps({ index })}>
              <div className="carousel-tile carousel-tile-large">{number}</div>
            </div>
          ))}
        </div>
      </div>

      <div {...strip.getRootProps()} aria-label="Thumbnails">
        <div {...strip.getItemGroupProps()}>
          {slides.map((number, index) => (
            // every thumbnail stays a reachable control, in view or not: the strip only scrolls
            <div key={number} {...strip.getItemProps({ index })} aria-hidden={undefined}>
              <button
                type="button"
                className="carousel-tile carousel-thumb"
                aria-label={`Show slide ${number}`}
                aria-current={main.page === index || undefined}
                onClick={() => main.scrollTo(index)}
              >
                {number}
              </button>
            </div>
          ))}
        </div>
      </div>
    </div>
  )
}
