import * as drawer from "@zag-js/drawer"
import * as presence from "@zag-js/presence"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId, useState } from "react"
import "../drawer.css"
import "./drawer-stories.css"

const actions = ["Edit Profile", "Change Avatar", "Privacy Settings"]

export default function ActionSheet() {
  const [lastAction, setLastAction] = useState<string | null>(null)
  const service = useMachine(drawer.machine, { id: useId() })
  const api = drawer.connect(service, normalizeProps)
  // zag leaves its closing state once the content's exit animation has ended ("exitcomplete")
  const fade = useMachine(presence.machine, { present: api.open })
  const { present, setNode } = presence.connect(fade, normalizeProps)

  // every action closes the sheet
  const choose = (action: string) => {
    setLastAction(action)
    api.setOpen(false)
  }

  return (
    <div className="drawer-story">
      <button {...api.getTriggerProps()}>Manage Profile</button>
      <p className="drawer-status" data-testid="last-action">
        Last action: {lastAction ?? "none"}
      </p>
      {present && (
        <Portal>
          {api.modal && <div {...api.getBackdropProps()} />}
          <div {...api.getPositionerProps()}>
            {/* the sheet's body does not drag; its handle still does */}
            <div
              className="drawer-action-sheet"
              {...api.getContentProps({ draggable: false })}
              ref={setNode}
              hidden={!present}
            >
              <div {...api.getGrabberProps()}>
                <div {...api.getGrabberIndicatorProps()} />
              </div>
              <div className="drawer-action-group">
                <h2 {...api.getTitleProps()}>Profile Actions</h2>
                {actions.map((action) => (
                  <button key={action} type="button" className="drawer-action" onClick={() => choose(action)}>
                    {action}
                  </button>
                ))}
              </div>
              <div className="drawer-action-group">
                <button
                  type="button"
                  className="drawer-action drawer-action-danger"
                  onClick={() => choose("Delete Account")}
                >
                  Delete Account
                </button>
              </div>
              <button className="drawer-action drawer-action-cancel" {...api.getCloseTriggerProps()}>
                Cancel
              </button>
            </div>
          </div>
        </Portal>
      )}
    </div>
  )
}
