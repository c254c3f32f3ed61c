import * as drawer from "@zag-js/drawer"
import * as presence from "@zag-js/presence"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId } from "react"
import { drawerItems } from "../../../data/drawer"
import "../drawer.css"
import "./drawer-stories.css"

export default function DraggableFalse() {
  const service = useMachine(drawer.machine, { id: useId() })
  const api = drawer.connect(service, normalizeProps)
  // zag leaves its closing state once the content's exit animation has ended ("exitcomplete")
  const fade = useMachine(presence.machine, { present: api.open })
  const { present, setNode } = presence.connect(fade, normalizeProps)

  return (
    <div className="drawer-story">
      <button {...api.getTriggerProps()}>Open drawer</button>
      {present && (
        <Portal>
          {api.modal && <div {...api.getBackdropProps()} />}
          <div {...api.getPositionerProps()}>
            {/* draggable: false: a drag on the sheet's body does nothing; its handle still drags it */}
            <div {...api.getContentProps({ draggable: false })} ref={setNode} hidden={!present}>
              <div {...api.getGrabberProps()}>
                <div {...api.getGrabberIndicatorProps()} />
              </div>
              <h2 {...api.getTitleProps()}>Drawer</h2>
              <p {...api.getDescriptionProps()}>Its body does not drag: drag the handle down to close it.</p>
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
