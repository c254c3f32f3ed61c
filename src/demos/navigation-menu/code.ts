import { defineCode } from "../../workbench/code/snippet"
import type { navigationMenuControls } from "./controls"

export default defineCode<typeof navigationMenuControls>({
  name: "NavigationMenu",
  machines: [{ module: "navigation-menu" }],
  before: `
const sections = [
  { value: "products", label: "Products", links: ["Analytics", "Automation", "Storage", "Security"] },
  { value: "company", label: "Company", links: ["About us", "Careers", "Press", "Contact"] },
  { value: "developers", label: "Developers", links: ["Documentation", "SDKs", "Status", "Changelog"] },
]`,
  jsx: `
<nav {...api.getRootProps()}>
  <ul {...api.getListProps()}>
    {sections.map((section) => (
      <li key={section.value} {...api.getItemProps({ value: section.value })}>
        <button {...api.getTriggerProps({ value: section.value })}>{section.label}</button>
        <div {...api.getContentProps({ value: section.value })}>
          {section.links.map((link) => (
            <a key={link} href={\`#\${link}\`} {...api.getLinkProps({ value: section.value })}>
              {link}
            </a>
          ))}
        </div>
      </li>
    ))}
  </ul>
</nav>`,
})
