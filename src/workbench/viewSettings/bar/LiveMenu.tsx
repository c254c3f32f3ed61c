import * as menu from "@zag-js/menu"
import { normalizeProps, useMachine } from "@zag-js/react"
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react"
import { optionText } from "../modules/bars"
import { BarButton } from "./BarButton"
import { buttonOf, type MenuSettingProps, pressedEarly } from "./menuSetting"

/** Without `data-scope`: the bar's menus are not the demo's (tests and demo styles look for those). */
function own<T extends Record<string, unknown>>(props: T) {
  const { "data-scope": _scope, ...rest } = props
  return rest
}

/** A setting's menu button and its menu of radio items (zag's menu), once its code has loaded. */
export function LiveMenu(props: MenuSettingProps) {
  const { name, def, words, value, onChange } = props
  const service = useMachine(menu.machine, {
    id: useId(),
    positioning: { placement: "bottom-start", strategy: "fixed", gutter: 4 },
  })
  const api = menu.connect(service, normalizeProps)
  const trigger = useRef<HTMLButtonElement>(null)

  // whether the plain button this one replaces has focus: read while rendering, as it is still in the
  // document then (once this commits, it is gone and focus has fallen to the body)
  const [focused] = useState(() => document.activeElement?.getAttribute("data-setting") === name)
  // so focus comes back in the commit itself: a key pressed before a later effect would start from the
  // body, and a Tab from there lands at the page's first link, not after this button
  useLayoutEffect(() => {
    if (focused) trigger.current?.focus()
    // once, as the plain button is swapped for this one
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  // the plain button this one replaced was pressed: its menu opens (once the machine runs, after commit)
  useEffect(() => {
    if (pressedEarly.key !== name) return
    pressedEarly.key = null
    trigger.current?.focus()
    api.setOpen(true)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <>
      <BarButton ref={trigger} {...own(api.getTriggerProps())} {...buttonOf(props)} />
      {api.open && (
        <div {...own(api.getPositionerProps())} className="setting-menu-positioner">
          <div {...own(api.getContentProps())} className="setting-menu" aria-label={words.label}>
            {def.options.map((option) => {
              const item = {
                type: "radio" as const,
                value: option,
                checked: option === value,
                onCheckedChange: (checked: boolean) => checked && onChange(option),
              }
              return (
                <div key={option} {...own(api.getOptionItemProps(item))}>
                  <span {...own(api.getItemIndicatorProps(item))} className="setting-check" aria-hidden="true">
                    ✓
                  </span>
                  <span {...own(api.getItemTextProps(item))}>{optionText(words, option)}</span>
                </div>
              )
            })}
          </div>
        </div>
      )}
    </>
  )
}
