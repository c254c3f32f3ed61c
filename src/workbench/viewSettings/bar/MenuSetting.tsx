import { type ComponentType, createElement } from "react"
import { useAfterLoad } from "../../afterLoad"
import { BarButton } from "./BarButton"
import { buttonOf, type MenuSettingProps } from "./menuSetting"

// zag's menu is no part of a page's first load: the buttons are plain until it arrives (after the load
// event, or at once when one is pressed), then each becomes a menu button, laid out the same
let LiveMenu: ComponentType<MenuSettingProps> | undefined
const loadMenu = () => import("./LiveMenu").then((module) => (LiveMenu = module.LiveMenu))
const loadedMenu = () => LiveMenu

/** A static button pressed before the menu arrived: its menu opens once it has (./LiveMenu.tsx reads this). */
export const pressedEarly = { key: null as string | null }

export function MenuSetting(props: MenuSettingProps) {
  const Live = useAfterLoad(loadMenu, loadedMenu)
  // the live menu comes from the module cache, not from this render
  if (Live) return createElement(Live, props)
  const press = () => {
    pressedEarly.key = props.name
    void loadMenu()
  }
  return <BarButton {...buttonOf(props)} aria-haspopup="menu" aria-expanded={false} onClick={press} />
}
