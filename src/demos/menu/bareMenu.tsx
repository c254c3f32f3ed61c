// A root menu with three adjacent submenu triggers, with bare zag and none of the stories' fixes, in the
// submenu-glitch story's markup (its stylesheet is loaded too): run in a browser by upstream.e2e.ts.
import * as menu from "@zag-js/menu"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useEffect } from "react"
import { createRoot } from "react-dom/client"

const submenus = ["js", "lorem", "css"] as const

function BareMenu() {
  const root = useMachine(menu.machine, { id: "root" })
  const js = useMachine(menu.machine, { id: "js" })
  const lorem = useMachine(menu.machine, { id: "lorem" })
  const css = useMachine(menu.machine, { id: "css" })
  const children = { js, lorem, css }
  useEffect(() => {
    const parent = menu.connect(root, normalizeProps)
    for (const child of [js, lorem, css]) {
      parent.setChild(child)
      menu.connect(child, normalizeProps).setParent(root)
    }
  }, [root, js, lorem, css])
  const rootApi = menu.connect(root, normalizeProps)

  return (
    <div className="menu-story">
      <button data-testid="trigger" {...rootApi.getTriggerProps()}>
        Open Menu
      </button>
      <div {...rootApi.getPositionerProps()}>
        <ul className="menu-content" data-testid="menu" {...rootApi.getContentProps()}>
          <li {...rootApi.getItemProps({ value: "new-file" })}>New File</li>
          {submenus.map((name) => (
            <li
              key={name}
              data-testid={`${name}-trigger`}
              {...rootApi.getTriggerItemProps(menu.connect(children[name], normalizeProps))}
            >
              {name} →
            </li>
          ))}
        </ul>
      </div>
      {submenus.map((name) => {
        const api = menu.connect(children[name], normalizeProps)
        return (
          <div key={name} {...api.getPositionerProps()}>
            <ul className="menu-content" data-testid={`${name}-submenu`} {...api.getContentProps()}>
              <li {...api.getItemProps({ value: `${name}-1` })}>{name} 1</li>
              <li {...api.getItemProps({ value: `${name}-2` })}>{name} 2</li>
            </ul>
          </div>
        )
      })}
    </div>
  )
}

createRoot(document.getElementById("root")!).render(<BareMenu />)
