import * as drawer from "@zag-js/drawer"
import * as presence from "@zag-js/presence"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId } from "react"
import { drawerItems } from "../../../data/drawer"
import "../drawer.css"
import "./drawer-stories.css"

export default function SnapPoints() {
  const service = useMachine(drawer.machine, {
    id: useId(),
    // two resting heights: 20rem, and the whole sheet (1 = the full viewport, as far as the sheet is tall)
    snapPoints: ["20rem", 1],
    defaultSnapPoint: 1,
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
              <p {...api.getDescriptionProps()}>
                It opens at full height and rests at 20rem too: drag down to 20rem, swipe up for the next point.
              </p>
              <ul className="drawer-list" data-testid="scrollable" tabIndex={0} aria-label="Items">
                {drawerItems.map((item) => (
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
