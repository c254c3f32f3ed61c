import * as drawer from "@zag-js/drawer"
import * as presence from "@zag-js/presence"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId } from "react"
import "../drawer.css"
import "./drawer-stories.css"

const items = Array.from({ length: 100 }, (_, index) => `Item ${index + 1}`)

export default function SwipeArea() {
  // no trigger: the sheet opens by a swipe up from the strip along the bottom edge
  const service = useMachine(drawer.machine, { id: useId() })
  const api = drawer.connect(service, normalizeProps)
  // zag leaves its closing state once the content's exit animation has ended ("exitcomplete")
  const fade = useMachine(presence.machine, { present: api.open })
  const { present, setNode } = presence.connect(fade, normalizeProps)

  return (
    <div className="drawer-story">
      <p className="drawer-note">There is no button: swipe up from the strip along the bottom edge of the window.</p>
      <div className="drawer-swipe-area" {...api.getSwipeAreaProps()}>
        <span className="drawer-swipe-area-hint" />
      </div>
      {present && (
        <Portal>
          {api.modal && <div {...api.getBackdropProps()} />}
          <div {...api.getPositionerProps()}>
            {/* it follows the finger in: no slide-in animation of its own (drawer-stories.css) */}
            <div className="drawer-swiped-in" {...api.getContentProps()} ref={setNode} hidden={!present}>
              <div {...api.getGrabberProps()}>
                <div {...api.getGrabberIndicatorProps()} />
              </div>
              <div className="drawer-header">
                <h2 {...api.getTitleProps()}>Drawer</h2>
                <button className="drawer-close" {...api.getCloseTriggerProps()}>
                  Close
                </button>
              </div>
              <p {...api.getDescriptionProps()}>Swipe up from the bottom edge to open this drawer.</p>
              <ul className="drawer-list" data-testid="scrollable" tabIndex={0} aria-label="Items">
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          </div>
        </Portal>
      )}
    </div>
  )
}
