import * as menu from "@zag-js/menu"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId } from "react"
import "../menu.css"

type Link = { label: string; href: string; newTab?: boolean }

const links: Link[] = [
  { label: "Google", href: "https://www.google.com/" },
  { label: "Bing", href: "https://www.bing.com/" },
  { label: "GitHub", href: "https://github.com/", newTab: true },
  { label: "YouTube", href: "https://www.youtube.com/", newTab: true },
]

export default function Links() {
  const service = useMachine(menu.machine, { id: useId() })
  const api = menu.connect(service, normalizeProps)
  const newTabId = useId()

  return (
    <div className="menu-story">
      <p className="menu-note">Use a screen reader to navigate to the menu.</p>
      <button className="menu-trigger" {...api.getTriggerProps()}>
        Click me{" "}
        <span aria-hidden="true" {...api.getIndicatorProps()}>
          ▾
        </span>
      </button>
      <Portal>
        <div {...api.getPositionerProps()}>
          <div className="menu-content" {...api.getContentProps()}>
            {/* each item is a link: a click or Enter follows it (zag clicks the anchor) */}
            {links.map((link) => (
              <a
                key={link.href}
                href={link.href}
                {...(link.newTab ? { target: "_blank", rel: "noopener noreferrer", "aria-describedby": newTabId } : {})}
                {...api.getItemProps({ value: link.label.toLowerCase(), valueText: link.label })}
              >
                {link.label}
                {link.newTab && (
                  <span className="menu-item-mark" aria-hidden="true">
                    ↗
                  </span>
                )}
              </a>
            ))}
            <span id={newTabId} hidden>
              Opens in a new tab
            </span>
          </div>
        </div>
      </Portal>
    </div>
  )
}
