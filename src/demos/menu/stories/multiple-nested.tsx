import * as menu from "@zag-js/menu"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId, useState } from "react"
import "../menu.css"
import { type MenuItem, SubmenuItems, SubmenuTrigger, useSubmenus, RootTrigger } from "./parts/submenus"

const sections: { label: string; value: string; items: MenuItem[] }[] = [
  {
    label: "Platform",
    value: "platform",
    items: [
      { label: "GitHub Copilot", value: "github-copilot" },
      { label: "Spark", value: "spark" },
      { label: "Models", value: "models" },
      { label: "MCP Registry", value: "mcp-registry" },
    ],
  },
  {
    label: "Solutions",
    value: "solutions",
    items: [
      { label: "Enterprises", value: "enterprises" },
      { label: "Small and medium teams", value: "small-and-medium-teams" },
      { label: "Startups", value: "startups" },
    ],
  },
  {
    label: "Resources",
    value: "resources",
    items: [
      { label: "Documentation", value: "documentation" },
      { label: "Blog", value: "blog" },
      { label: "Changelog", value: "changelog" },
    ],
  },
  {
    label: "Open Source",
    value: "open-source",
    items: [
      { label: "GitHub Sponsors", value: "github-sponsors" },
      { label: "Security Lab", value: "security-lab" },
      { label: "Trending", value: "trending" },
    ],
  },
]

/** A site's top menu: four submenus, stacked, each opening beside its trigger. */
export default function MultipleNested() {
  const [selected, setSelected] = useState<string | null>(null)
  const onSelect = (details: menu.SelectionDetails) => setSelected(details.value)

  const root = useMachine(menu.machine, { id: useId(), onSelect })
  // on a narrow screen a submenu may overlap its parent rather than leave the screen
  const positioning = { overlap: true }
  const platform = useMachine(menu.machine, { id: useId(), onSelect, positioning })
  const solutions = useMachine(menu.machine, { id: useId(), onSelect, positioning })
  const resources = useMachine(menu.machine, { id: useId(), onSelect, positioning })
  const openSource = useMachine(menu.machine, { id: useId(), onSelect, positioning })
  useSubmenus(root, [platform, solutions, resources, openSource])

  const rootApi = menu.connect(root, normalizeProps)
  const submenus = [platform, solutions, resources, openSource].map((service, index) => ({
    ...sections[index],
    api: menu.connect(service, normalizeProps),
  }))

  return (
    <div className="menu-story">
      <p className="menu-try">
        Try: open the menu, rest on Platform until its submenu opens, then move the pointer diagonally down into the
        submenu, over Solutions and Resources on the way. Platform stays highlighted and its submenu stays open.
      </p>
      <RootTrigger root={rootApi} label="Open menu" selected={selected} />
      <Portal>
        <div {...rootApi.getPositionerProps()}>
          <ul className="menu-content" data-testid="root-menu" {...rootApi.getContentProps()}>
            {submenus.map((submenu) => (
              <SubmenuTrigger
                key={submenu.value}
                parent={rootApi}
                submenu={submenu.api}
                label={submenu.label}
                testId={`${submenu.value}-trigger`}
              />
            ))}
          </ul>
        </div>
      </Portal>
      {submenus.map((submenu) => (
        <SubmenuItems
          key={submenu.value}
          submenu={submenu.api}
          items={submenu.items}
          testId={`submenu-${submenu.value}`}
        />
      ))}
    </div>
  )
}
