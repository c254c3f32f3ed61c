import * as drawer from "@zag-js/drawer"
import * as presence from "@zag-js/presence"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId } from "react"
import "../drawer.css"
import "./drawer-stories.css"

const items = Array.from({ length: 100 }, (_, index) => `Item ${index + 1}`)

export default function ActiveSnapPoint() {
  const service = useMachine(drawer.machine, {
    id: useId(),
    snapPoints: ["20rem", 1],
    // it opens at the lower point
    defaultSnapPoint: "20rem",
  })
  const api = drawer.connect(service, normalizeProps)
  // zag leaves its closing state once the content's exit animation has ended ("exitcomplete")
  const fade = useMachine(presence.machine, { present: api.open })
  const { present, setNode } = presence.connect(fade, normalizeProps)

  return (
    <div className="drawer-story">
      <button {...api.getTriggerProps()}>Open</button>
      <p className="drawer-status" data-testid="snap-point">
        Snap point: {api.snapPoint ?? "none"}
      </p>
      {present && (
        <Portal>
          {api.modal && <div {...api.getBackdropProps()} />}
          <div {...api.getPositionerProps()}>
            <div {...api.getContentProps()} ref={setNode} hidden={!present}>
              <div {...api.getGrabberProps()}>
                <div {...api.getGrabberIndicatorProps()} />
              </div>
              <h2 {...api.getTitleProps()}>Drawer</h2>
              <div className="drawer-no-drag" data-no-drag="">
                <strong>No drag area</strong>A drag that starts here never moves the sheet.
              </div>
              <ul className="drawer-list" data-testid="scrollable" tabIndex={0} aria-label="Items">
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <button className="drawer-close" {...api.getCloseTriggerProps()}>
                Close
              </button>
            </div>
          </div>
        </Portal>
      )}
    </div>
  )
}
