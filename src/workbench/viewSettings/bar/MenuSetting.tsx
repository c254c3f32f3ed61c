import { type ComponentType, createElement, useState } from "react"
import { useAfterLoad } from "../../afterLoad"
import { BarButton } from "./BarButton"
import { buttonOf, type MenuSettingProps, pressedEarly } from "./menuSetting"

// zag's menu is no part of a page's first load: the buttons are plain until it arrives (after the load
// event, or at once when one is pressed), then each becomes a menu button, laid out the same
let LiveMenu: ComponentType<MenuSettingProps> | undefined
const loadMenu = () => import("./LiveMenu").then((module) => (LiveMenu = module.LiveMenu))
const loadedMenu = () => LiveMenu

export function MenuSetting(props: MenuSettingProps) {
  const Live = useAfterLoad(loadMenu, loadedMenu)
  const [held, hold] = useHeldWhilePressed()
  // the live menu comes from the module cache, not from this render
  if (Live && !held) return createElement(Live, props)
  const press = () => {
    pressedEarly.key = props.name
    void loadMenu()
  }
  return (
    <BarButton
      {...buttonOf(props)}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={press}
      onPointerDown={() => hold(["pointerup", "pointercancel"])}
      onKeyDown={(event) => event.key === " " && hold(["keyup"])}
    />
  )
}

/**
 * Whether the plain button is being pressed, so the live one must not replace it yet: the press's click
 * would go to a removed button and be lost (a Space press too, which clicks on its keyup).
 */
function useHeldWhilePressed() {
  const [held, setHeld] = useState(false)
  const hold = (ends: string[]) => {
    setHeld(true)
    const release = () => {
      for (const type of ends) removeEventListener(type, release, true)
      // after the click that the browser dispatches in the same task as the pointerup (or keyup)
      setTimeout(() => setHeld(false))
    }
    for (const type of ends) addEventListener(type, release, true)
  }
  return [held, hold] as const
}
