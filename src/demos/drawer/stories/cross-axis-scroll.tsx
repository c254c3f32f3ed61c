import * as drawer from "@zag-js/drawer"
import * as presence from "@zag-js/presence"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId } from "react"
import { drawerItems } from "../../../data/drawer"
import "../drawer.css"
import "./drawer-stories.css"

const cards = Array.from({ length: 10 }, (_, index) => `Card ${index + 1}`)

export default function CrossAxisScroll() {
  const service = useMachine(drawer.machine, { id: useId() })
  const api = drawer.connect(service, normalizeProps)
  // zag leaves its closing state once the content's exit animation has ended ("exitcomplete")
  const fade = useMachine(presence.machine, { present: api.open })
  const { present, setNode } = presence.connect(fade, normalizeProps)

  return (
    <div className="drawer-story">
      <button {...api.getTriggerProps()}>Open Drawer</button>
      {present && (
        <Portal>
          {api.modal && <div {...api.getBackdropProps()} />}
          <div {...api.getPositionerProps()}>
            <div {...api.getContentProps()} ref={setNode} hidden={!present}>
              <div {...api.getGrabberProps()}>
                <div {...api.getGrabberIndicatorProps()} />
              </div>
              <h2 {...api.getTitleProps()}>Cross-Axis Scroll</h2>
              <p {...api.getDescriptionProps()}>
                Scroll the cards sideways: the sheet stays put. A drag down elsewhere moves it.
              </p>
              {/* a sideways swipe on a strip that can scroll sideways is the strip's: zag starts no drag */}
              <ul className="drawer-cards" data-testid="horizontal-scroll" tabIndex={0} aria-label="Cards">
                {cards.map((card, index) => (
                  <li key={card} className="drawer-card" data-hue={index % 5}>
                    <strong>{card}</strong>
                    <span>Swipe sideways</span>
                  </li>
                ))}
              </ul>
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
