import * as drawer from "@zag-js/drawer"
import * as presence from "@zag-js/presence"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId, useState } from "react"
import "../drawer.css"
import "./drawer-stories.css"

const devices = ["MacBook Pro · Lisbon", "iPhone 15 · Lisbon", "Pixel 8 · Porto"]

export default function Nested() {
  // each sheet's open flag lives in React; closing a sheet closes the ones stacked on it
  const [accountOpen, setAccountOpen] = useState(false)
  const [securityOpen, setSecurityOpen] = useState(false)
  const [advancedOpen, setAdvancedOpen] = useState(false)

  const accountService = useMachine(drawer.machine, {
    id: useId(),
    open: accountOpen,
    onOpenChange: ({ open }) => {
      setAccountOpen(open)
      if (!open) {
        setSecurityOpen(false)
        setAdvancedOpen(false)
      }
    },
  })
  const account = drawer.connect(accountService, normalizeProps)
  const accountFade = useMachine(presence.machine, { present: account.open })
  const { present: accountPresent, setNode: setAccountNode } = presence.connect(accountFade, normalizeProps)

  const securityService = useMachine(drawer.machine, {
    id: useId(),
    open: securityOpen,
    onOpenChange: ({ open }) => {
      setSecurityOpen(open)
      if (!open) setAdvancedOpen(false)
    },
  })
  const security = drawer.connect(securityService, normalizeProps)
  const securityFade = useMachine(presence.machine, { present: security.open })
  const { present: securityPresent, setNode: setSecurityNode } = presence.connect(securityFade, normalizeProps)

  const advancedService = useMachine(drawer.machine, {
    id: useId(),
    open: advancedOpen,
    onOpenChange: ({ open }) => setAdvancedOpen(open),
  })
  const advanced = drawer.connect(advancedService, normalizeProps)
  const advancedFade = useMachine(presence.machine, { present: advanced.open })
  const { present: advancedPresent, setNode: setAdvancedNode } = presence.connect(advancedFade, normalizeProps)

  return (
    <div className="drawer-story">
      <button {...account.getTriggerProps()}>Open drawer stack</button>
      <p className="drawer-status" data-testid="open-flags">
        Account: {String(accountOpen)} · Security: {String(securityOpen)} · Advanced: {String(advancedOpen)}
      </p>

      {accountPresent && (
        <Portal>
          <div {...account.getBackdropProps()} />
          <div {...account.getPositionerProps()}>
            <div
              className="drawer-stacked"
              {...account.getContentProps()}
              ref={setAccountNode}
              hidden={!accountPresent}
            >
              <div {...account.getGrabberProps()}>
                <div {...account.getGrabberIndicatorProps()} />
              </div>
              <div className="drawer-header">
                <h2 {...account.getTitleProps()}>Account</h2>
                <button className="drawer-close" {...account.getCloseTriggerProps()}>
                  Close
                </button>
              </div>
              <p {...account.getDescriptionProps()}>Signed in as alice@example.com.</p>
              <button {...security.getTriggerProps()}>Security settings</button>
            </div>
          </div>
        </Portal>
      )}

      {securityPresent && (
        <Portal>
          <div {...security.getPositionerProps()}>
            <div
              className="drawer-stacked"
              {...security.getContentProps()}
              ref={setSecurityNode}
              hidden={!securityPresent}
            >
              <div {...security.getGrabberProps()}>
                <div {...security.getGrabberIndicatorProps()} />
              </div>
              <div className="drawer-header">
                <h2 {...security.getTitleProps()}>Security</h2>
                <button className="drawer-close" {...security.getCloseTriggerProps()}>
                  Close
                </button>
              </div>
              <p {...security.getDescriptionProps()}>How you sign in, and where.</p>
              <label className="drawer-check">
                <input type="checkbox" defaultChecked /> Two-factor authentication (2FA)
              </label>
              <label className="drawer-check">
                <input type="checkbox" /> Sign in with passkeys
              </label>
              <h3 className="drawer-subheading">Devices</h3>
              <ul className="drawer-list drawer-list-short" aria-label="Devices">
                {devices.map((device) => (
                  <li key={device}>{device}</li>
                ))}
              </ul>
              <button {...advanced.getTriggerProps()}>Advanced options</button>
            </div>
          </div>
        </Portal>
      )}

      {advancedPresent && (
        <Portal>
          <div {...advanced.getPositionerProps()}>
            <div
              className="drawer-stacked drawer-stacked-tall"
              {...advanced.getContentProps()}
              ref={setAdvancedNode}
              hidden={!advancedPresent}
            >
              <div {...advanced.getGrabberProps()}>
                <div {...advanced.getGrabberIndicatorProps()} />
              </div>
              <div className="drawer-header">
                <h2 {...advanced.getTitleProps()}>Advanced</h2>
                <button className="drawer-close" {...advanced.getCloseTriggerProps()}>
                  Close
                </button>
              </div>
              <p {...advanced.getDescriptionProps()}>Settings most accounts never need.</p>
              <label className="drawer-field-label">
                Recovery e-mail
                <input type="email" placeholder="name@example.com" />
              </label>
              <label className="drawer-field-label">
                Notes for support
                <textarea rows={4} placeholder="Anything we should know" />
              </label>
              {/* closes the sheet at the bottom of the stack: the two on it close with it */}
              <button type="button" className="drawer-close" onClick={() => account.setOpen(false)}>
                Close all
              </button>
            </div>
          </div>
        </Portal>
      )}
    </div>
  )
}
