import { defineCode } from "../../workbench/code/snippet"
import type { carouselControls } from "./controls"

export default defineCode<typeof carouselControls>({
  name: "Carousel",
  machines: [
    {
      module: "carousel",
      fixed: { slideCount: "slides.length", spacing: `"20px"` },
      options: {
        slidesPerView: { as: "slidesPerPage" },
        align: false,
        autoplay: { code: (on) => (on ? "{ delay: 4000 }" : undefined) },
      },
    },
  ],
  before: `
const slides = [
  { src: "/images/mountains.webp", alt: "Snow-capped mountains above green hills" },
  { src: "/images/sea.webp", alt: "Sunset over the sea with a small sailing boat" },
  { src: "/images/desert.webp", alt: "Desert dunes with a cactus under the sun" },
]`,
  jsx: `
<div {...api.getRootProps()}>
  <div {...api.getControlProps()}>
    <button {...api.getPrevTriggerProps()}>Prev</button>
    <button {...api.getNextTriggerProps()}>Next</button>
  </div>
  <div {...api.getItemGroupProps()}>
    {slides.map((slide, index) => (
      <div key={slide.src} {...api.getItemProps({ index })}>
        <img src={slide.src} alt={slide.alt} />
      </div>
    ))}
  </div>
  <div {...api.getIndicatorGroupProps()}>
    {api.pageSnapPoints.map((_, index) => <button key={index} {...api.getIndicatorProps({ index })} />)}
  </div>
</div>`,
})
