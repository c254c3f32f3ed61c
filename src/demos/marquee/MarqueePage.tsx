import * as marquee from "@zag-js/marquee"
import { normalizeProps } from "@zag-js/react"
import { sampleBrands } from "../../data/marquee"
import { DemoPage } from "../../workbench/DemoPage"
import { useControls } from "../../workbench/controls/useControls"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import { marqueeControls } from "./controls"
import "./marquee.css"

export default function MarqueePage() {
  const controls = useControls(marqueeControls)
  const service = useDemoMachine(marquee.machine, {
    ...controls.values,
    translations: { root: "Brands we work with" },
  })
  const api = marquee.connect(service, normalizeProps)
  const edges: marquee.Side[] = api.orientation === "vertical" ? ["top", "bottom"] : ["start", "end"]

  return (
    <DemoPage
      className="marquee"
      controls={controls}
      service={service}
      context={["paused", "duration"]}
      props={["side", "speed", "pauseOnInteraction", "autoFill", "dir"]}
    >
      <div className="marquee-actions">
        <button type="button" onClick={api.pause}>
          Pause
        </button>
        <button type="button" onClick={api.resume}>
          Resume
        </button>
        <p className="marquee-status" data-testid="marquee-status">
          Status: {api.paused ? "Paused" : "Playing"}
        </p>
      </div>
      <div {...api.getRootProps()}>
        {edges.map((side) => (
          <div key={side} {...api.getEdgeProps({ side })} />
        ))}
        {/* one tab stop, so that "pause on focus within" is there for keyboard users too */}
        <div {...api.getViewportProps()} tabIndex={0} role="group" aria-label="Brand names">
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
      {/* shown only when the system asks for reduced motion (CSS), so the page renders the same everywhere */}
      <p className="marquee-reduced-note">Held still: your system asks for reduced motion.</p>
    </DemoPage>
  )
}
