import { declareConst } from "../../workbench/code/literal"
import { pageData } from "../../workbench/code/pageData"
import { defineCode } from "../../workbench/code/snippet"
import type { marqueeControls } from "./controls"

const { sampleBrands } = pageData<typeof import("../../data/marquee")>(
  import.meta.glob("../../data/marquee.ts", { eager: true, query: "?snippet" }),
)

export default defineCode<typeof marqueeControls>({
  name: "Marquee",
  machines: [
    {
      module: "marquee",
      fixed: { translations: `{ root: "Brands we work with" }` },
      options: { pauseOnInteraction: { default: false } },
    },
  ],
  before: declareConst("sampleBrands", sampleBrands),
  jsx: `
<>
  <button onClick={api.pause}>Pause</button>
  <button onClick={api.resume}>Resume</button>
  <p>Status: {api.paused ? "Paused" : "Playing"}</p>
  <div {...api.getRootProps()}>
    <div {...api.getEdgeProps({ side: "start" })} />
    <div {...api.getEdgeProps({ side: "end" })} />
    <div {...api.getViewportProps()}>
      {Array.from({ length: api.contentCount }, (_, index) => (
        <div key={index} {...api.getContentProps({ index })}>
          {sampleBrands.map((brand) => (
            <span key={brand} {...api.getItemProps()}>
              {brand}
            </span>
          ))}
        </div>
      ))}
    </div>
  </div>
</>`,
})
