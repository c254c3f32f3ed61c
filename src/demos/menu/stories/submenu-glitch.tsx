import * as menu from "@zag-js/menu"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useEffect, useId, useState } from "react"
import { useOpenSubmenuHighlighted } from "../fixes"
import "../menu.css"

type Item = { label: string; value: string }

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

  // each submenu knows the root, and the root knows all three
  useEffect(() => {
    const parent = menu.connect(root, normalizeProps)
    for (const child of [js, loremMenu, css]) {
      parent.setChild(child)
      menu.connect(child, normalizeProps).setParent(root)
    }
  }, [root, js, loremMenu, css])
  // zag 1.47 may leave the root's highlight on the trigger the pointer came from: the open submenu's takes it
  useOpenSubmenuHighlighted(root, [js, loremMenu, css])

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
      <button className="menu-trigger" data-testid="trigger" {...rootApi.getTriggerProps()}>
        Open Menu{" "}
        <span aria-hidden="true" {...rootApi.getIndicatorProps()}>
          ▾
        </span>
      </button>
      <p data-testid="selected">Selected: {selected ?? "none"}</p>
      <Portal>
        <div {...rootApi.getPositionerProps()}>
          <ul className="menu-content" data-testid="menu" {...rootApi.getContentProps()}>
            <li {...rootApi.getItemProps({ value: "new-file" })}>New File</li>
            {submenus.map((submenu) => (
              <li
                key={submenu.testId}
                data-testid={`${submenu.testId}-trigger`}
                {...rootApi.getTriggerItemProps(submenu.api)}
              >
                {submenu.label} <span className="menu-submenu-arrow">→</span>
              </li>
            ))}
            <li {...rootApi.getItemProps({ value: "settings" })}>Settings</li>
          </ul>
        </div>
      </Portal>
      {submenus.map((submenu) => (
        <Portal key={submenu.testId}>
          <div {...submenu.api.getPositionerProps()}>
            <ul className="menu-content" data-testid={`${submenu.testId}-submenu`} {...submenu.api.getContentProps()}>
              {submenu.items.map((item) => (
                <li key={item.value} {...submenu.api.getItemProps({ value: item.value })}>
                  {item.label}
                </li>
              ))}
            </ul>
          </div>
        </Portal>
      ))}
    </div>
  )
}
