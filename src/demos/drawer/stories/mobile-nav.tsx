import * as drawer from "@zag-js/drawer"
import * as presence from "@zag-js/presence"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { type MouseEvent, useId, useState } from "react"
import "../drawer.css"
import "./drawer-stories.css"

const mainLinks = ["Overview", "Components", "Utilities", "Releases"]
const longList = Array.from({ length: 50 }, (_, index) => `Link ${index + 1}`)
const slug = (label: string) => `#${label.toLowerCase().replace(/\s+/g, "-")}`

export default function MobileNav() {
  const [current, setCurrent] = useState("Overview")
  const service = useMachine(drawer.machine, { id: useId() })
  const api = drawer.connect(service, normalizeProps)
  // zag leaves its closing state once the content's exit animation has ended ("exitcomplete")
  const fade = useMachine(presence.machine, { present: api.open })
  const { present, setNode } = presence.connect(fade, normalizeProps)
  const longListId = useId()

  // the app's router takes the link (here: the page says where it went), and the menu closes
  const follow = (label: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    setCurrent(label)
    api.setOpen(false)
  }
  const link = (label: string) => (
    <a href={slug(label)} aria-current={label === current ? "page" : undefined} onClick={follow(label)}>
      {label}
    </a>
  )

  return (
    <div className="drawer-story">
      <button {...api.getTriggerProps()}>Open mobile menu</button>
      <p className="drawer-status" data-testid="current-page">
        Current page: {current}
      </p>
      {present && (
        <Portal>
          <div {...api.getBackdropProps()} />
          <div {...api.getPositionerProps()}>
            {/* the menu's body does not drag (its links and list take the pointer); its handle at the top does */}
            <div
              className="drawer-mobile-nav"
              {...api.getContentProps({ draggable: false })}
              ref={setNode}
              hidden={!present}
            >
              <div {...api.getGrabberProps()}>
                <div {...api.getGrabberIndicatorProps()} />
              </div>
              <div className="drawer-header">
                <h2 {...api.getTitleProps()}>Menu</h2>
                <button className="drawer-close-icon" aria-label="Close menu" {...api.getCloseTriggerProps()}>
                  <span aria-hidden="true">✕</span>
                </button>
              </div>
              <nav className="drawer-nav-links" aria-label="Main">
                <ul>
                  {mainLinks.map((label) => (
                    <li key={label}>{link(label)}</li>
                  ))}
                </ul>
              </nav>
              <h3 className="drawer-subheading" id={longListId}>
                Long list
              </h3>
              <nav className="drawer-list drawer-nav-scroll" aria-labelledby={longListId}>
                <ul>
                  {longList.map((label) => (
                    <li key={label}>{link(label)}</li>
                  ))}
                </ul>
              </nav>
            </div>
          </div>
        </Portal>
      )}
    </div>
  )
}
