import { normalizeProps, useMachine } from "@zag-js/react"
import * as splitter from "@zag-js/splitter"
import { useCallback, useId, useState } from "react"
import "../splitter.css"
import { machineWithoutInlineStyle } from "../fixes"

const panels: splitter.PanelData[] = [
  { id: "left", minSize: "125px", resizeBehavior: "preserve-pixel-size" },
  { id: "right", resizeBehavior: "preserve-relative-size" },
]

/** An element's width in whole pixels, measured in the browser (null until then, and on the server). */
function useWidth() {
  const [width, setWidth] = useState<number | null>(null)
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return
    const observer = new ResizeObserver(() => setWidth(Math.round(element.getBoundingClientRect().width)))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [width, ref] as const
}

/**
 * When the whole splitter gets narrower or wider (the window, or the view's width setting), Left keeps its
 * 250 pixels and Right takes all of the change. The handle is drawn over the panels' edges and takes no room
 * of its own (splitter.css): zag 1.47.0 counts its sizes in percent of the whole group, handles included, so a
 * handle in the row would leave Left a few pixels short of 250 once the page hydrates.
 */
export default function GroupResizeBehavior() {
  const service = useMachine(machineWithoutInlineStyle, {
    id: useId(),
    panels,
    // Right takes the rest
    defaultSize: ["250px"],
  })
  const api = splitter.connect(service, normalizeProps)
  const [leftWidth, leftRef] = useWidth()
  const [rightWidth, rightRef] = useWidth()
  const px = (width: number | null) => (width === null ? "…" : `${width} px`)

  return (
    <div className="splitter splitter-story">
      <div className="splitter-frame" data-orientation={api.orientation} data-handles="overlaid">
        <div {...api.getRootProps()}>
          <div {...api.getPanelProps({ id: "left" })} ref={leftRef}>
            <p>Left: preserves pixel size on group resize</p>
          </div>
          <div
            {...api.getResizeTriggerProps({ id: "left:right" })}
            aria-label="Resize Left and Right"
            data-testid="trigger-left:right"
          >
            <div {...api.getResizeTriggerIndicator({ id: "left:right" })} />
          </div>
          <div {...api.getPanelProps({ id: "right" })} ref={rightRef}>
            <p>Right: absorbs group resize</p>
          </div>
        </div>
      </div>
      <ul className="splitter-readout splitter-widths">
        <li>
          Left: <output data-testid="left-width">{px(leftWidth)}</output>
        </li>
        <li>
          Right: <output data-testid="right-width">{px(rightWidth)}</output>
        </li>
      </ul>
    </div>
  )
}
