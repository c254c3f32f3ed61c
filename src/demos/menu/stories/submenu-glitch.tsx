import * as menu from "@zag-js/menu"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId, useState } from "react"
import "../menu.css"
import { type MenuItem as Item, SubmenuItems, SubmenuTrigger, useSubmenus, RootTrigger } from "./parts/submenus"

// three submenu triggers side by side, so the pointer passes straight from one to the next
const frameworks: Item[] = [
  { label: "React", value: "react" },
  { label: "Solid", value: "solid" },
  { label: "Vue", value: "vue" },
  { label: "Svelte", value: "svelte" },
]
const lorem: Item[] = [
  { label: "Dolor", value: "dolor" },
  { label: "Sit", value: "sit" },
  { label: "Amet", value: "amet" },
]
const styling: Item[] = [
  { label: "Tailwind", value: "tailwind" },
  { label: "Panda", value: "panda" },
  { label: "CSS Modules", value: "css-modules" },
]

export default function SubmenuGlitch() {
  const [selected, setSelected] = useState<string | null>(null)
  const onSelect = (details: menu.SelectionDetails) => setSelected(details.value)

  const root = useMachine(menu.machine, { id: useId(), onSelect })
  // on a narrow screen a submenu may overlap its parent rather than leave the screen
  const positioning = { overlap: true }
  const js = useMachine(menu.machine, { id: useId(), onSelect, positioning })
  const loremMenu = useMachine(menu.machine, { id: useId(), onSelect, positioning })
  const css = useMachine(menu.machine, { id: useId(), onSelect, positioning })

  const rootApi = menu.connect(root, normalizeProps)
  const jsApi = menu.connect(js, normalizeProps)
  const loremApi = menu.connect(loremMenu, normalizeProps)
  const cssApi = menu.connect(css, normalizeProps)

  useSubmenus(root, [js, loremMenu, css])

  const submenus = [
    { api: jsApi, label: "JS Frameworks", testId: "js", items: frameworks },
    { api: loremApi, label: "Lorem Ipsum", testId: "lorem", items: lorem },
    { api: cssApi, label: "CSS Frameworks", testId: "css", items: styling },
  ]

  return (
    <div className="menu-story">
      <p className="menu-try">
        Try: open the menu and sweep the pointer quickly up and down over JS Frameworks, Lorem Ipsum and CSS Frameworks.
        No submenu may flash open and shut on the way; only the one the pointer rests on opens.
      </p>
      <RootTrigger root={rootApi} label="Open Menu" selected={selected} />
      <Portal>
        <div {...rootApi.getPositionerProps()}>
          <ul className="menu-content" data-testid="menu" {...rootApi.getContentProps()}>
            <li {...rootApi.getItemProps({ value: "new-file" })}>New File</li>
            {submenus.map((submenu) => (
              <SubmenuTrigger
                key={submenu.testId}
                parent={rootApi}
                submenu={submenu.api}
                label={submenu.label}
                testId={`${submenu.testId}-trigger`}
              />
            ))}
            <li {...rootApi.getItemProps({ value: "settings" })}>Settings</li>
          </ul>
        </div>
      </Portal>
      {submenus.map((submenu) => (
        <SubmenuItems
          key={submenu.testId}
          submenu={submenu.api}
          items={submenu.items}
          testId={`${submenu.testId}-submenu`}
        />
      ))}
    </div>
  )
}
