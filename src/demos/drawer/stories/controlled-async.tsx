import * as drawer from "@zag-js/drawer"
import * as presence from "@zag-js/presence"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useEffect, useId, useRef, useState } from "react"
import { drawerItems } from "../../../data/drawer"
import "../drawer.css"
import "./drawer-stories.css"

const DELAY = 1000

export default function ControlledAsync() {
  const [open, setOpen] = useState(true)
  const [pending, setPending] = useState<boolean | null>(null)
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])

  // the open state the drawer asks for is applied a second late, as if it waited on a server
  const setOpenLate = (next: boolean) => {
    setPending(next)
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => {
      setOpen(next)
      setPending(null)
    }, DELAY)
  }

  const service = useMachine(drawer.machine, {
    id: useId(),
    open,
    onOpenChange: (details) => setOpenLate(details.open),
  })
  const api = drawer.connect(service, normalizeProps)
  // zag leaves its closing state once the content's exit animation has ended ("exitcomplete")
  const fade = useMachine(presence.machine, { present: api.open })
  const { present, setNode } = presence.connect(fade, normalizeProps)

  return (
    <div className="drawer-story">
      <p className="drawer-note">
        The open state is applied 1 s after the drawer asks for it. Try: close the drawer by a swipe down or a click on
        the backdrop; it must not flicker open again.
      </p>
      <button {...api.getTriggerProps()}>Toggle Drawer</button>
      <p className="drawer-status" data-testid="open-state">
        Open (in React): {String(open)}
      </p>
      <p className="drawer-status" data-testid="pending" role="status">
        Pending: {pending === null ? "none" : `${pending ? "open" : "close"} in 1 s`}
      </p>
      {present && (
        <Portal>
          {api.modal && <div {...api.getBackdropProps()} />}
          <div {...api.getPositionerProps()}>
            <div {...api.getContentProps()} ref={setNode} hidden={!present}>
              <div {...api.getGrabberProps()}>
                <div {...api.getGrabberIndicatorProps()} />
              </div>
              <div className="drawer-header">
                <h2 {...api.getTitleProps()}>Drawer</h2>
                <button className="drawer-close" {...api.getCloseTriggerProps()}>
                  Close
                </button>
              </div>
              <p {...api.getDescriptionProps()}>Whatever closes it, the drawer closes a second later.</p>
              <ul className="drawer-list" data-testid="scrollable" tabIndex={0} aria-label="Items">
                {drawerItems.map((item) => (
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
