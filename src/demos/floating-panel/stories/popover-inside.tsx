import * as floatingPanel from "@zag-js/floating-panel"
import * as popover from "@zag-js/popover"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId, useState } from "react"
import "../floating-panel.css"
import "../../popover/popover.css"

export default function PopoverInside() {
  // below the toggle (further down in a narrow window, where the page's header is taller)
  const [defaultPosition] = useState(() =>
    typeof window === "undefined"
      ? { x: 300, y: 240 }
      : { x: Math.max(0, Math.min(300, window.innerWidth - 408)), y: window.innerWidth < 720 ? 440 : 240 },
  )
  const panelService = useMachine(floatingPanel.machine, {
    id: useId(),
    defaultSize: { width: 400, height: 300 },
    defaultPosition,
    closeOnEscape: true,
  })
  const panel = floatingPanel.connect(panelService, normalizeProps)

  // not portalled: the popover lives inside the panel's content, a layer above it
  const popoverService = useMachine(popover.machine, { id: useId() })
  const pop = popover.connect(popoverService, normalizeProps)

  return (
    <div className="floating-panel-stack">
      <button {...panel.getTriggerProps()}>Toggle Panel</button>
      <div {...panel.getPositionerProps()}>
        <div {...panel.getContentProps()}>
          <div {...panel.getDragTriggerProps()}>
            <div {...panel.getHeaderProps()}>
              <p {...panel.getTitleProps()}>Floating Panel</p>
              <div data-scope="floating-panel" data-part="trigger-group">
                <button {...panel.getCloseTriggerProps()}>
                  <span aria-hidden="true">✕</span>
                </button>
              </div>
            </div>
          </div>
          <div {...panel.getBodyProps()}>
            <p>A popover inside the panel: Escape closes the popover first, then the panel.</p>
            <button className="floating-panel-popover-trigger" {...pop.getTriggerProps()}>
              Open Popover
            </button>
            <div {...pop.getPositionerProps()}>
              <div className="popover-content" {...pop.getContentProps()}>
                <div className="popover-title" {...pop.getTitleProps()}>
                  Nested Popover
                </div>
                <p {...pop.getDescriptionProps()}>This popover is rendered inside the floating panel.</p>
                {/* zag names it "close": its text is its name */}
                <button {...pop.getCloseTriggerProps()} aria-label={undefined}>
                  Close Popover
                </button>
              </div>
            </div>
          </div>
        </div>
      </div>
    </div>
  )
}
