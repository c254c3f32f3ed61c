import * as drawer from "@zag-js/drawer"
import * as presence from "@zag-js/presence"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId, useState } from "react"
import { drawerItems } from "../../../data/drawer"
import "../drawer.css"
import "./drawer-stories.css"

type Scenario = "always" | "controlled"

export default function Controlled() {
  const [scenario, setScenario] = useState<Scenario>("controlled")
  const [open, setOpen] = useState(false)
  const always = scenario === "always"
  const service = useMachine(drawer.machine, {
    id: useId(),
    // "Always Open": open without onOpenChange, so a swipe, Escape or a click outside asks and nothing changes;
    // "Controlled Drawer": React holds the open state
    open: always ? true : open,
    onOpenChange: always ? undefined : (details) => setOpen(details.open),
  })
  const api = drawer.connect(service, normalizeProps)
  // zag leaves its closing state once the content's exit animation has ended ("exitcomplete")
  const fade = useMachine(presence.machine, { present: api.open })
  const { present, setNode } = presence.connect(fade, normalizeProps)

  return (
    <div className="drawer-story">
      <fieldset className="drawer-scenarios">
        <legend>Scenario</legend>
        <label>
          <input type="radio" name="scenario" checked={always} onChange={() => setScenario("always")} />
          Always Open
        </label>
        <label>
          <input type="radio" name="scenario" checked={!always} onChange={() => setScenario("controlled")} />
          Controlled Drawer
        </label>
      </fieldset>
      <button {...api.getTriggerProps()} disabled={always}>
        Open Controlled
      </button>
      <p className="drawer-status" data-testid="open-state">
        Open (in React): {String(open)}
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
                <h2 {...api.getTitleProps()}>{always ? "Always Open" : "Controlled Drawer"}</h2>
                {always ? (
                  <button type="button" onClick={() => setScenario("controlled")}>
                    Switch to Controlled Drawer
                  </button>
                ) : (
                  <button className="drawer-close" {...api.getCloseTriggerProps()}>
                    Close
                  </button>
                )}
              </div>
              <p {...api.getDescriptionProps()}>
                {always
                  ? "open is true and nothing listens: a swipe, Escape or a click outside never closes it."
                  : "React holds the open state: Close, Escape, a swipe down or a click outside set it."}
              </p>
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
