import * as drawer from "@zag-js/drawer"
import * as presence from "@zag-js/presence"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId, useState, useSyncExternalStore } from "react"
import "../drawer.css"
import "./drawer-stories.css"

const notifications = [
  { title: "Build passed", text: "main · 2 minutes ago" },
  { title: "New comment on “Drawer stack”", text: "Carol Davis · 10 minutes ago" },
  { title: "Release 1.4 is out", text: "Releases · 1 hour ago" },
  { title: "Eve Martinez invited you", text: "Design team · yesterday" },
]

export default function IndentEffect() {
  // the drawers of the app report to one stack; the page behind reads it to step back while one is open
  const [stack] = useState(() => drawer.createStack())
  const snapshot = useSyncExternalStore(stack.subscribe, stack.getSnapshot, stack.getSnapshot)
  const indent = drawer.connectStack(snapshot, normalizeProps)

  const service = useMachine(drawer.machine, {
    id: useId(),
    modal: false,
    stack,
  })
  const api = drawer.connect(service, normalizeProps)
  // zag leaves its closing state once the content's exit animation has ended ("exitcomplete")
  const fade = useMachine(presence.machine, { present: api.open })
  const { present, setNode } = presence.connect(fade, normalizeProps)

  return (
    <div className="drawer-story drawer-indent-story">
      <div className="drawer-indent-frame">
        {/* what shows around the page while it steps back */}
        <div
          className="drawer-indent-background"
          data-testid="drawer-indent-background"
          {...indent.getIndentBackgroundProps()}
        />
        {/* the page: it scales down and in while a drawer is open, and back as the drawer is swiped away */}
        <div className="drawer-indent" data-testid="drawer-indent" {...indent.getIndentProps()}>
          <h3 className="drawer-indent-title">Inbox</h3>
          <p className="drawer-note">The page behind steps back while the drawer is open, and follows its swipe.</p>
          <button {...api.getTriggerProps()}>Open drawer</button>
        </div>
      </div>
      <p className="drawer-status" data-testid="stack-state">
        Open drawers: {snapshot.openCount}
      </p>
      {present && (
        <Portal>
          <div data-testid="drawer-backdrop" {...api.getBackdropProps()} />
          <div {...api.getPositionerProps()}>
            <div className="drawer-notifications" {...api.getContentProps()} ref={setNode} hidden={!present}>
              <div {...api.getGrabberProps()}>
                <div {...api.getGrabberIndicatorProps()} />
              </div>
              <div className="drawer-header">
                <h2 {...api.getTitleProps()}>Notifications</h2>
                <button className="drawer-close" {...api.getCloseTriggerProps()}>
                  Close
                </button>
              </div>
              <p {...api.getDescriptionProps()}>Four new since your last visit.</p>
              <ul className="drawer-list drawer-list-short" aria-label="Notifications">
                {notifications.map((item) => (
                  <li key={item.title}>
                    <strong>{item.title}</strong>
                    <br />
                    <small>{item.text}</small>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </Portal>
      )}
    </div>
  )
}
