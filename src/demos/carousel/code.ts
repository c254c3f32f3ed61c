import { declareConst } from "../../workbench/code/literal"
import { defineCode } from "../../workbench/code/snippet"
import type { carouselControls } from "./controls"
import { slides } from "./slides"

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
  before: declareConst("slides", slides),
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
