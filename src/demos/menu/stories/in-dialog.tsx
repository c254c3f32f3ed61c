import * as dialog from "@zag-js/dialog"
import * as menu from "@zag-js/menu"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useEffect, useId, useState } from "react"
import { type MenuItem, nestedMenuLevels } from "../../../data/menus"
import "../../dialog/dialog.css"
import "../menu.css"

const [rootItems, moreTools, openNested] = nestedMenuLevels

type ItemsProps = { api: menu.Api; items: readonly MenuItem[]; child?: menu.Api }

/** One list item per menu item; the item marked `trigger` opens the child menu. */
function Items({ api, items, child }: ItemsProps) {
  return items.map((item) => {
    const props = item.trigger && child ? api.getTriggerItemProps(child) : api.getItemProps({ value: item.value })
    return (
      <li key={item.value} data-testid={item.value} {...props}>
        {item.label}
      </li>
    )
  })
}

export default function MenuInDialog() {
  const [selected, setSelected] = useState<string | null>(null)
  const onSelect = (details: menu.SelectionDetails) => setSelected(details.value)

  const root = useMachine(menu.machine, { id: useId(), onSelect })
  // on a narrow screen a submenu may overlap its parent rather than leave the screen
  const positioning = { overlap: true }
  const tools = useMachine(menu.machine, { id: useId(), onSelect, positioning })
  const nested = useMachine(menu.machine, { id: useId(), onSelect, positioning })
  const dialogService = useMachine(dialog.machine, { id: useId() })

  const rootApi = menu.connect(root, normalizeProps)
  const toolsApi = menu.connect(tools, normalizeProps)
  const nestedApi = menu.connect(nested, normalizeProps)
  const modal = dialog.connect(dialogService, normalizeProps)

  // root → More Tools → Open nested: each menu knows its parent and its child
  useEffect(() => {
    menu.connect(root, normalizeProps).setChild(tools)
    const toolsLink = menu.connect(tools, normalizeProps)
    toolsLink.setParent(root)
    toolsLink.setChild(nested)
    menu.connect(nested, normalizeProps).setParent(tools)
  }, [root, tools, nested])

  return (
    <div className="menu-story">
      <button type="button" className="menu-trigger" {...modal.getTriggerProps()}>
        Open Dialog with Nested Menu
      </button>
      <p data-testid="selected">Selected: {selected ?? "none"}</p>
      {modal.open && (
        <Portal>
          <div {...modal.getBackdropProps()} />
          <div {...modal.getPositionerProps()}>
            <div {...modal.getContentProps()}>
              <h2 {...modal.getTitleProps()}>Dialog with Nested Menu</h2>
              <p {...modal.getDescriptionProps()}>
                The menu and its submenus open over the dialog; focus stays within the dialog and every open menu.
              </p>
              <div className="menu-dialog-actions">
                <button className="menu-trigger" data-testid="trigger-1" {...rootApi.getTriggerProps()}>
                  Options Menu{" "}
                  <span aria-hidden="true" {...rootApi.getIndicatorProps()}>
                    ▾
                  </span>
                </button>
                <button className="dialog-close" {...modal.getCloseTriggerProps()}>
                  Close
                </button>
              </div>
            </div>
          </div>
        </Portal>
      )}
      {modal.open && (
        <Portal>
          <div data-testid="positioner-1" {...rootApi.getPositionerProps()}>
            <ul className="menu-content menu-over-dialog" data-testid="menu" {...rootApi.getContentProps()}>
              <Items api={rootApi} items={rootItems} child={toolsApi} />
            </ul>
          </div>
        </Portal>
      )}
      {/* the submenus exist only while they are open */}
      {toolsApi.open && (
        <Portal>
          <div {...toolsApi.getPositionerProps()}>
            <ul
              className="menu-content menu-over-dialog"
              data-testid="more-tools-submenu"
              {...toolsApi.getContentProps()}
            >
              <Items api={toolsApi} items={moreTools} child={nestedApi} />
            </ul>
          </div>
        </Portal>
      )}
      {nestedApi.open && (
        <Portal>
          <div {...nestedApi.getPositionerProps()}>
            <ul
              className="menu-content menu-over-dialog"
              data-testid="open-nested-submenu"
              {...nestedApi.getContentProps()}
            >
              <Items api={nestedApi} items={openNested} />
            </ul>
          </div>
        </Portal>
      )}
    </div>
  )
}
