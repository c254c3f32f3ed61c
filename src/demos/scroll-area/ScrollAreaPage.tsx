import { normalizeProps } from "@zag-js/react"
import * as scrollArea from "@zag-js/scroll-area"
import type { PropTypes } from "@zag-js/react"
import { DemoPage } from "../../workbench/DemoPage"
import { useControls } from "../../workbench/controls/useControls"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import { scrollAreaControls } from "./controls"
import { fixViewportTabIndex } from "./fixes"
import "./scroll-area.css"

/** What the machine says about the vertical scroll: moving, or resting at an edge (or between them). */
function scrollStatus(api: scrollArea.Api<PropTypes>) {
  if (api.getScrollbarState({ orientation: "vertical" }).scrolling) return "Scrolling"
  // zag reports no side at all for rows that fit: they are at the top
  if (api.isAtTop || !api.hasOverflowY) return "At top"
  if (api.isAtBottom) return "At bottom"
  return "Between top and bottom"
}

const scrollBehavior = (): ScrollBehavior =>
  matchMedia("(prefers-reduced-motion: reduce)").matches ? "instant" : "smooth"

export default function ScrollAreaPage() {
  const controls = useControls(scrollAreaControls)
  const service = useDemoMachine(scrollArea.machine)
  const api = scrollArea.connect(service, normalizeProps)
  const rows = Array.from({ length: Number(controls.values.rows) }, (_, index) => index + 1)

  return (
    <DemoPage
      className="scroll-area"
      controls={controls}
      service={service}
      context={["atSides", "scrollingX", "scrollingY", "hovering", "thumbSize", "hiddenState"]}
      props={["dir"]}
    >
      <div className="scroll-area-actions">
        <button type="button" onClick={() => api.scrollToEdge({ edge: "top", behavior: scrollBehavior() })}>
          Scroll to top
        </button>
        <button type="button" onClick={() => api.scrollToEdge({ edge: "bottom", behavior: scrollBehavior() })}>
          Scroll to bottom
        </button>
        <p className="scroll-area-status" role="status">
          {scrollStatus(api)}
        </p>
      </div>
      <div {...api.getRootProps()} data-content-width={controls.values.contentWidth}>
        {/* a focusable scroll container is a region with a name, not a presentation */}
        <div {...fixViewportTabIndex(api.getViewportProps(), api)} role="region" aria-label="Numbered rows">
          <div {...api.getContentProps()}>
            <ol className="scroll-area-rows">
              {rows.map((row) => (
                <li key={row}>
                  <span className="scroll-area-row-name">Row {row}</span>
                  <span className="scroll-area-row-detail">
                    {row % 2 === 0 ? "even" : "odd"} · {row} × {row} = {row * row}
                  </span>
                </li>
              ))}
            </ol>
          </div>
        </div>
        <div {...api.getScrollbarProps({ orientation: "vertical" })}>
          <div {...api.getThumbProps({ orientation: "vertical" })} />
        </div>
        <div {...api.getScrollbarProps({ orientation: "horizontal" })}>
          <div {...api.getThumbProps({ orientation: "horizontal" })} />
        </div>
        <div {...api.getCornerProps()} />
      </div>
    </DemoPage>
  )
}
