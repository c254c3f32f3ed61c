import * as navigationMenu from "@zag-js/navigation-menu"
import { normalizeProps } from "@zag-js/react"
import { ChevronDown } from "lucide-react"
import { pricingLink, siteMenu } from "../../data/site-menu"
import { DemoPage } from "../../workbench/DemoPage"
import { useControls } from "../../workbench/controls/useControls"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import { navigationMenuControls } from "./controls"
import "./navigation-menu.css"

const translations = { rootLabel: "Site" }

export default function NavigationMenuPage() {
  const controls = useControls(navigationMenuControls)
  const service = useDemoMachine(navigationMenu.machine, { translations, ...controls.values })
  const api = navigationMenu.connect(service, normalizeProps)

  return (
    <DemoPage
      className="navigation-menu"
      controls={controls}
      service={service}
      context={["value", "previousValue"]}
      props={["orientation", "openDelay", "closeDelay", "disableClickTrigger", "disableHoverTrigger", "dir"]}
    >
      <nav {...api.getRootProps()}>
        <ul {...api.getListProps()}>
          {siteMenu.map((section) => (
            <li key={section.value} {...api.getItemProps({ value: section.value })}>
              <button {...api.getTriggerProps({ value: section.value })}>
                {section.label}
                <ChevronDown aria-hidden className="navigation-menu-chevron" size={16} />
              </button>
              <div {...api.getContentProps({ value: section.value })}>
                <ul className="navigation-menu-links">
                  {section.links.map((link) => (
                    <li key={link.id}>
                      <a href={`#${link.id}`} {...api.getLinkProps({ value: section.value })}>
                        <span className="navigation-menu-link-label">{link.label}</span>
                        <span className="navigation-menu-link-blurb">{link.blurb}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
          <li {...api.getItemProps({ value: "pricing" })}>
            <a
              href={`#${pricingLink.id}`}
              className="navigation-menu-plain-link"
              {...api.getLinkProps({ value: "pricing" })}
            >
              {pricingLink.label}
            </a>
          </li>
        </ul>
        {/* an arrow under the open panel's trigger, sliding from trigger to trigger */}
        <div {...api.getIndicatorProps()}>
          <div {...api.getArrowProps()} />
        </div>
      </nav>

      {/* the sample site's sections: what the menu's links lead to */}
      <div className="navigation-menu-site">
        {siteMenu.map((section) => (
          <section key={section.value} aria-labelledby={`site-${section.value}`}>
            <h3 id={`site-${section.value}`}>{section.label}</h3>
            <ul>
              {section.links.map((link) => (
                // focusable, so following a link moves focus here (zag hides the link that had it)
                <li key={link.id} id={link.id} tabIndex={-1}>
                  <strong>{link.label}</strong> <span>{link.blurb}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="site-pricing">
          <h3 id="site-pricing">{pricingLink.label}</h3>
          <ul>
            <li id={pricingLink.id} tabIndex={-1}>
              <span>{pricingLink.blurb}</span>
            </li>
          </ul>
        </section>
      </div>
    </DemoPage>
  )
}
