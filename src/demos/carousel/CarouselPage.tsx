import * as carousel from "@zag-js/carousel"
import { normalizeProps } from "@zag-js/react"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import { ChevronLeft, ChevronRight } from "lucide-react"
import { type FocusEvent, useState } from "react"
import { DemoPage } from "../../workbench/DemoPage"
import { useControls } from "../../workbench/controls/useControls"
import { carouselControls } from "./controls"
import { slides } from "./slides"
import "./carousel.css"

const AUTOPLAY_DELAY = 4000

export default function CarouselPage() {
  const controls = useControls(carouselControls)
  const { orientation, slidesPerView, align, loop, autoplay } = controls.values
  // autoplay pauses while the pointer is over the carousel or focus is inside it
  const [hovered, setHovered] = useState(false)
  const [focusWithin, setFocusWithin] = useState(false)
  const playing = autoplay && !hovered && !focusWithin
  const service = useDemoMachine(carousel.machine, {
    slideCount: slides.length,
    spacing: "20px",
    orientation,
    slidesPerPage: Math.max(1, Math.min(slides.length, Math.round(slidesPerView))),
    loop,
    autoplay: playing ? { delay: AUTOPLAY_DELAY } : false,
  })
  const api = carousel.connect(service, normalizeProps)

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusWithin(false)
  }

  return (
    <DemoPage
      className="carousel"
      controls={controls}
      viz
      service={service}
      context={["page", "pageSnapPoints", "slidesInView"]}
      props={["orientation", "slidesPerPage", "loop", "autoplay"]}
    >
      <div
        {...api.getRootProps()}
        aria-label="Sample landscapes"
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocusWithin(true)}
        onBlur={onBlur}
      >
        <div {...api.getControlProps()}>
          <button {...api.getPrevTriggerProps()}>
            <ChevronLeft aria-hidden size={16} />
            Prev
          </button>
          <p className="carousel-status" aria-live="polite" data-testid="status">
            {autoplay ? (playing ? "Autoplay on" : "Autoplay paused") : "Autoplay off"} · page {api.page + 1} of{" "}
            {api.pageSnapPoints.length}
          </p>
          <button {...api.getNextTriggerProps()}>
            Next
            <ChevronRight aria-hidden size={16} />
          </button>
        </div>
        <div {...api.getItemGroupProps()}>
          {slides.map((slide, index) => (
            <div key={slide.src} {...api.getItemProps({ index, snapAlign: align })}>
              <img src={slide.src} alt={slide.alt} width={500} height={300} draggable={false} />
            </div>
          ))}
        </div>
        <div {...api.getIndicatorGroupProps()}>
          {api.pageSnapPoints.map((_, index) => (
            <button key={index} {...api.getIndicatorProps({ index })} />
          ))}
        </div>
      </div>
    </DemoPage>
  )
}
