import * as drawer from "@zag-js/drawer"
import * as presence from "@zag-js/presence"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId } from "react"
import "../drawer.css"
import "./drawer-stories.css"

export default function NonModal() {
  const service = useMachine(drawer.machine, {
    id: useId(),
    // no backdrop, focus trap or scroll lock, and a click on the page leaves it open
    modal: false,
    closeOnInteractOutside: false,
    swipeDirection: "end",
  })
  const api = drawer.connect(service, normalizeProps)
  // zag leaves its closing state once the content's exit animation has ended ("exitcomplete")
  const fade = useMachine(presence.machine, { present: api.open })
  const { present, setNode } = presence.connect(fade, normalizeProps)

  return (
    <div className="drawer-story">
      <button {...api.getTriggerProps()}>Open Drawer</button>
      <input className="drawer-field" type="text" placeholder="Type something..." aria-label="Type something" />
      {present && (
        <Portal>
          <div {...api.getPositionerProps()}>
            <div {...api.getContentProps()} ref={setNode} hidden={!present}>
              <div {...api.getGrabberProps()}>
                <div {...api.getGrabberIndicatorProps()} />
              </div>
              <h2 {...api.getTitleProps()}>Non-modal Drawer</h2>
              <p {...api.getDescriptionProps()}>
                The page stays usable while it is open: type in its field, scroll it, click it. Swipe toward the edge or
                press Close to close it.
              </p>
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
