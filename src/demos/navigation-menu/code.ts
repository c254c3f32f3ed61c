import { declareConst } from "../../workbench/code/literal"
import { pageData } from "../../workbench/code/pageData"
import { defineCode } from "../../workbench/code/snippet"
import type { navigationMenuControls } from "./controls"

const { siteMenu, pricingLink } = pageData<typeof import("../../data/site-menu")>(
  import.meta.glob("../../data/site-menu.ts", { eager: true, query: "?snippet" }),
)

export default defineCode<typeof navigationMenuControls>({
  name: "NavigationMenu",
  machines: [{ module: "navigation-menu", fixed: { translations: `{ rootLabel: "Site" }` } }],
  before: [declareConst("siteMenu", siteMenu), declareConst("pricingLink", pricingLink)].join("\n\n"),
  jsx: `
<>
  <nav {...api.getRootProps()}>
    <ul {...api.getListProps()}>
      {siteMenu.map((section) => (
        <li key={section.value} {...api.getItemProps({ value: section.value })}>
          <button {...api.getTriggerProps({ value: section.value })}>{section.label} ▾</button>
          <div {...api.getContentProps({ value: section.value })}>
            <ul>
              {section.links.map((link) => (
                <li key={link.id}>
                  <a href={\`#\${link.id}\`} {...api.getLinkProps({ value: section.value })}>
                    <span>{link.label}</span>
                    <span>{link.blurb}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </li>
      ))}
      <li {...api.getItemProps({ value: "pricing" })}>
        <a href={\`#\${pricingLink.id}\`} {...api.getLinkProps({ value: "pricing" })}>{pricingLink.label}</a>
      </li>
    </ul>
    <div {...api.getIndicatorProps()}>
      <div {...api.getArrowProps()} />
    </div>
  </nav>
  {/* the sections the links lead to */}
  {siteMenu.map((section) => (
    <section key={section.value} aria-labelledby={\`site-\${section.value}\`}>
      <h3 id={\`site-\${section.value}\`}>{section.label}</h3>
      <ul>
        {section.links.map((link) => (
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
      <li id={pricingLink.id} tabIndex={-1}>{pricingLink.blurb}</li>
    </ul>
  </section>
</>`,
})
