import * as carousel from "@zag-js/carousel"
import * as dialog from "@zag-js/dialog"
import * as presence from "@zag-js/presence"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId, useState } from "react"
import { slides } from "../slides"
import "../carousel.css"
import "../../dialog/dialog.css"

// thirty photos: the six sample images in turn, each named by its place in the set
const photos = Array.from({ length: 30 }, (_, index) => {
  const slide = slides[index % slides.length]
  return { src: slide.src, alt: `${slide.alt} (photo ${index + 1} of 30)` }
})

/** A controlled carousel of thirty photos in a dialog that fades in and out. */
export default function CarouselInDialog() {
  const dialogService = useMachine(dialog.machine, { id: useId() })
  const modal = dialog.connect(dialogService, normalizeProps)
  // keeps the dialog mounted until its closing animation has run
  const presenceService = useMachine(presence.machine, { present: modal.open })
  const { present, setNode } = presence.connect(presenceService, normalizeProps)

  return (
    <div className="dialog-story">
      <button data-testid="open-dialog" {...modal.getTriggerProps()}>
        Open Carousel in Dialog
      </button>
      {present && (
        <Portal>
          <div className="dialog-animated" {...modal.getBackdropProps()} hidden={!present} />
          <div {...modal.getPositionerProps()}>
            <div
              className="dialog-animated carousel-dialog"
              {...modal.getContentProps()}
              hidden={!present}
              ref={setNode}
            >
              <h2 {...modal.getTitleProps()}>Carousel in Dialog</h2>
              <PhotoCarousel />
              <div className="dialog-actions">
                <button data-testid="close-dialog" {...modal.getCloseTriggerProps()}>
                  Close
                </button>
              </div>
            </div>
          </div>
        </Portal>
      )}
    </div>
  )
}

function PhotoCarousel() {
  const [page, setPage] = useState(0)
  const service = useMachine(carousel.machine, {
    id: useId(),
    slideCount: photos.length,
    page,
    onPageChange: (details) => setPage(details.page),
  })
  const api = carousel.connect(service, normalizeProps)

  return (
    <div className="carousel">
      <div {...api.getRootProps()} aria-label="Photos">
        <div {...api.getControlProps()}>
          <button {...api.getPrevTriggerProps()}>Prev</button>
          <p className="carousel-status" aria-live="polite" data-testid="page-display">
            Current page: {page + 1}
          </p>
          <button {...api.getNextTriggerProps()}>Next</button>
        </div>
        <div {...api.getItemGroupProps()}>
          {photos.map((photo, index) => (
            <div key={index} {...api.getItemProps({ index })}>
              <img src={photo.src} alt={photo.alt} width={500} height={300} draggable={false} />
            </div>
          ))}
        </div>
        <div {...api.getIndicatorGroupProps()}>
          {api.pageSnapPoints.map((_, index) => (
            <button key={index} {...api.getIndicatorProps({ index })} />
          ))}
        </div>
      </div>
    </div>
  )
}
