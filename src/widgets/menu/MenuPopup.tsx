import type * as menu from "@zag-js/menu"
import type { ReactNode } from "react"
import type { MenuItem } from "../../data/menus"
import { DemoPortal } from "../../workbench/DemoPortal"
import "./menu.css"

type MenuPopupProps = {
  api: menu.Api
  /** The content element: a list for plain items, a div for grouped option items. */
  as?: "ul" | "div"
  testId?: string
  children: ReactNode
}

/** A menu's positioner and content, portalled into the demo's overlay layer. */
export function MenuPopup({ api, as: Content = "ul", testId, children }: MenuPopupProps) {
  return (
    <DemoPortal>
      <div {...api.getPositionerProps()}>
        <Content className="menu-content" data-testid={testId} {...api.getContentProps()}>
          {children}
        </Content>
      </div>
    </DemoPortal>
  )
}

type MenuItemsProps = {
  api: menu.Api
  items: readonly MenuItem[]
  /** The submenu that an item marked `trigger` opens. */
  child?: menu.Api
  /** Gives each item its value as data-testid. */
  testIds?: boolean
}

/** One list item per menu item; an item marked `trigger` opens the child menu. */
export function MenuItems({ api, items, child, testIds }: MenuItemsProps) {
  return items.map((item) => {
    const props = item.trigger && child ? api.getTriggerItemProps(child) : api.getItemProps({ value: item.value })
    return (
      <li key={item.value} data-testid={testIds ? item.value : undefined} {...props}>
        {item.label}
      </li>
    )
  })
}
