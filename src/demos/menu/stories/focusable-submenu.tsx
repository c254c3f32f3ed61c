import * as menu from "@zag-js/menu"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useId, useState } from "react"
import "../menu.css"
import { SubmenuTrigger, useSubmenus, RootTrigger } from "./parts/submenus"

export default function FocusableSubmenu() {
  const [selected, setSelected] = useState<string | null>(null)
  const onSelect = (details: menu.SelectionDetails) => setSelected(details.value)

  const root = useMachine(menu.machine, { id: useId(), onSelect })
  // each submenu holds a text field, not items: it pops up as a dialog (composite off), which keeps its keys to
  // itself; on a narrow screen it may overlap its parent rather than leave the screen
  const submenu = { composite: false, positioning: { overlap: true } }
  const sub1 = useMachine(menu.machine, { id: useId(), ...submenu })
  const sub2 = useMachine(menu.machine, { id: useId(), ...submenu })
  const sub3 = useMachine(menu.machine, { id: useId(), ...submenu })

  const rootApi = menu.connect(root, normalizeProps)
  const submenus = [sub1, sub2, sub3].map((service) => menu.connect(service, normalizeProps))

  useSubmenus(root, [sub1, sub2, sub3])

  return (
    <div className="menu-story">
      <p className="menu-try">
        Try: open the menu and move the pointer quickly down and up across the three “Submenu with Input” items. Each
        submenu puts focus in its field as it opens; the menu itself must never close on the way.
      </p>
      <RootTrigger root={rootApi} label="Open Menu" selected={selected} />
      <Portal>
        <div {...rootApi.getPositionerProps()}>
          <ul className="menu-content" data-testid="menu" {...rootApi.getContentProps()}>
            <li {...rootApi.getItemProps({ value: "item-1" })}>Regular Item 1</li>
            {submenus.map((api, index) => (
              <SubmenuTrigger
                key={index}
                parent={rootApi}
                submenu={api}
                label={`Submenu with Input ${index + 1}`}
                testId={`sub${index + 1}-trigger`}
              />
            ))}
            <li {...rootApi.getItemProps({ value: "item-2" })}>Regular Item 2</li>
          </ul>
        </div>
      </Portal>
      {submenus.map((api, index) => (
        <Portal key={index}>
          <div {...api.getPositionerProps()}>
            <div
              className="menu-content menu-field-content"
              data-testid={`sub${index + 1}-content`}
              {...api.getContentProps()}
            >
              <input className="menu-field" placeholder="Type here..." aria-label={`Input ${index + 1}`} />
            </div>
          </div>
        </Portal>
      ))}
    </div>
  )
}
