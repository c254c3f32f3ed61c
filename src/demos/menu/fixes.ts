import * as menu from "@zag-js/menu"
import { normalizeProps } from "@zag-js/react"
import { useEffect } from "react"

/**
 * @zag-js/menu 1.47.0: when the pointer goes from a trigger item whose submenu is open straight onto the next
 * trigger item and rests there, the next submenu opens but the parent's highlight stays on the first trigger
 * item (the parent ignores the pointer while the first submenu closes, and the submenu that opens only
 * suggests its trigger item to a parent that already has a highlight). The fix: the trigger item of the
 * submenu that is open takes the parent's highlight, as the keyboard and a moving pointer already give it.
 */
export function useOpenSubmenuHighlighted(parent: menu.Service, submenus: readonly menu.Service[]) {
  const open = submenus.find((submenu) => submenu.state.hasTag("open"))
  useEffect(() => {
    if (!open) return
    const parentApi = menu.connect(parent, normalizeProps)
    // a trigger item's value in its parent is its submenu trigger's id (getTriggerItemProps)
    const trigger = menu.connect(open, normalizeProps).getTriggerProps().id
    if (trigger && parentApi.highlightedValue !== trigger) parentApi.setHighlightedValue(trigger)
  }, [parent, open])
}
