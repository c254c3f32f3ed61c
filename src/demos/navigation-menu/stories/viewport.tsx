import * as navigationMenu from "@zag-js/navigation-menu"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useId, useState } from "react"
import { triggerProxyProps } from "../fixes"
import { type SiteSection, siteMenu } from "../../../data/site-menu"
import "../navigation-menu.css"

/**
 * A site header whose panels all open in one shared viewport under the bar: the viewport takes the size of
 * the open panel and moves under its trigger. The panels come after the bar in the page, so a hidden focus
 * proxy after each trigger leads Tab into the open panel and back.
 */
/** Each panel's own width: the shared viewport takes the open one's. */
const panelWidths: Record<string, number> = { products: 600, company: 450, developers: 650 }

export default function NavigationMenuViewport() {
  const service = useMachine(navigationMenu.machine, { id: useId(), translations: { rootLabel: "Site" } })
  const api = navigationMenu.connect(service, normalizeProps)
  const [followed, setFollowed] = useState("nothing yet")

  return (
    <div className="navigation-menu navigation-menu-viewport">
      <header className="nav-site-bar">
        <span className="nav-site-logo">Logo</span>
        <nav {...api.getRootProps()}>
          <ul {...api.getListProps()}>
            {siteMenu.map((panel) => (
              <li key={panel.value} {...api.getItemProps({ value: panel.value })}>
                <button {...api.getTriggerProps({ value: panel.value })}>
                  {panel.label}
                  <Chevron />
                </button>
                <span {...triggerProxyProps(api, { value: panel.value })} />
                <span {...api.getViewportProxyProps({ value: panel.value })} />
              </li>
            ))}
          </ul>
          <div {...api.getViewportPositionerProps({ align: "start" })}>
            <div {...api.getViewportProps({ align: "start" })}>
              {siteMenu.map((panel) => (
                <Panel key={panel.value} api={api} panel={panel} onFollow={setFollowed} />
              ))}
            </div>
          </div>
        </nav>
        <button type="button" className="nav-site-login" onClick={() => setFollowed("Login")}>
          Login
        </button>
      </header>
      {/* what the links lead to: focusable, so following a link moves focus here (zag hides the link that had it) */}
      <section id="site-page" tabIndex={-1} className="nav-site-hero" aria-labelledby="nav-site-hero-heading">
        <h3 id="nav-site-hero-heading">Heading</h3>
        <p>A product page under the menu bar: the open panel covers it, and the page stays where it is.</p>
        <div className="nav-site-actions">
          <button type="button" onClick={() => setFollowed("Get Started")}>
            Get Started
          </button>
          <button type="button" onClick={() => setFollowed("Learn More")}>
            Learn More
          </button>
        </div>
        <p className="nav-site-followed">
          Last chosen: <output data-testid="followed">{followed}</output>
        </p>
      </section>
    </div>
  )
}

function Panel({
  api,
  panel,
  onFollow,
}: {
  api: navigationMenu.Api
  panel: SiteSection
  onFollow: (label: string) => void
}) {
  // two columns of links
  const half = Math.ceil(panel.links.length / 2)
  return (
    <div
      {...api.getContentProps({ value: panel.value })}
      style={{ width: `min(${panelWidths[panel.value]}px, 100vw - 40px)` }}
    >
      {[panel.links.slice(0, half), panel.links.slice(half)].map((column, index) => (
        <ul key={index} className="nav-site-column">
          {column.map((link) => (
            <li key={link.id}>
              <a href="#site-page" {...api.getLinkProps({ value: panel.value, onSelect: () => onFollow(link.label) })}>
                <span className="navigation-menu-link-label">{link.label}</span>
                <span className="navigation-menu-link-blurb">{link.blurb}</span>
              </a>
            </li>
          ))}
        </ul>
      ))}
    </div>
  )
}

function Chevron() {
  return (
    <svg className="navigation-menu-chevron" aria-hidden="true" width="16" height="16" viewBox="0 0 24 24">
      <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}
