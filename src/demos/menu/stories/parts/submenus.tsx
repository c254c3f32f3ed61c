import * as menu from "@zag-js/menu"
import { normalizeProps, Portal } from "@zag-js/react"
import { useEffect } from "react"
import { useOpenSubmenuHighlighted } from "../../fixes"

export type MenuItem = { label: string; value: string }

/**
 * Makes submenus of a root menu: each knows the root and the root knows each. Also zag 1.47's fix for the
 * root's highlight (fixes.ts): the open submenu's trigger item takes it.
 */
export function useSubmenus(root: menu.Service, submenus: readonly menu.Service[]) {
  useEffect(() => {
    const parent = menu.connect(root, normalizeProps)
    for (const child of submenus) {
      parent.setChild(child)
      menu.connect(child, normalizeProps).setParent(root)
    }
  }, [root, submenus])
  useOpenSubmenuHighlighted(root, submenus)
}

/** The item of a parent menu that opens a submenu, with its arrow (which turns in right to left). */
export function SubmenuTrigger({
  parent,
  submenu,
  label,
  testId,
}: {
  parent: menu.Api
  submenu: menu.Api
  label: string
  testId: string
}) {
  return (
    <li data-testid={testId} {...parent.getTriggerItemProps(submenu)}>
      {label} <span className="menu-submenu-arrow">→</span>
    </li>
  )
}

/** A submenu of plain items, portalled like every menu content. */
export function SubmenuItems({ submenu, items, testId }: { submenu: menu.Api; items: MenuItem[]; testId: string }) {
  return (
    <Portal>
      <div {...submenu.getPositionerProps()}>
        <ul className="menu-content" data-testid={testId} {...submenu.getContentProps()}>
          {items.map((item) => (
            <li key={item.value} {...submenu.getItemProps({ value: item.value })}>
              {item.label}
            </li>
          ))}
        </ul>
      </div>
    </Portal>
  )
}

/** The root menu's trigger (test id `trigger`), and the last choice made in any of its menus. */
export function RootTrigger({ root, label, selected }: { root: menu.Api; label: string; selected: string | null }) {
  return (
    <>
      <button className="menu-trigger" data-testid="trigger" {...root.getTriggerProps()}>
        {label}{" "}
        <span aria-hidden="true" {...root.getIndicatorProps()}>
          ▾
        </span>
      </button>
      <p data-testid="selected">Selected: {selected ?? "none"}</p>
    </>
  )
}
