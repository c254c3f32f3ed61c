import * as menu from "@zag-js/menu"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import { useEffect, useId, useState } from "react"
import { type MenuItem, nestedMenuLevels } from "../../data/menus"
import { DemoMain } from "../../workbench/DemoMain"
import { StateVisualizer } from "../../workbench/visualizer/StateVisualizer"
import { Toolbar } from "../../workbench/Toolbar"
import { useControls } from "../../workbench/controls/useControls"
import { nestedMenuControls } from "./controls"
import "../../widgets/menu/menu.css"
import "./nested-menu.css"

const [level1, level2, level3] = nestedMenuLevels
const vizContext = ["highlightedValue", "isSubmenu", "anchorPoint", "currentPlacement"] as const
const vizProps = ["closeOnSelect", "loopFocus", "typeahead"] as const

type MenuListProps = {
  api: menu.Api
  items: readonly MenuItem[]
  testId: string
  /** Where the portal renders. */
  layer: HTMLElement
  /** The submenu opened by the level's trigger item. */
  child?: menu.Api
}

function MenuList({ api, items, testId, layer, child }: MenuListProps) {
  return (
    <Portal container={{ current: layer }}>
      <div {...api.getPositionerProps()}>
        <ul className="menu-content" data-testid={testId} {...api.getContentProps()}>
          {items.map((item) =>
            item.trigger && child ? (
              <li key={item.value} data-testid={item.value} {...api.getTriggerItemProps(child)}>
                {item.label}
              </li>
            ) : (
              <li key={item.value} data-testid={item.value} {...api.getItemProps({ value: item.value })}>
                {item.label}
              </li>
            ),
          )}
        </ul>
      </div>
    </Portal>
  )
}

export default function NestedMenuPage() {
  const controls = useControls(nestedMenuControls)
  const [layer, setLayer] = useState<HTMLElement | null>(null)
  const [selected, setSelected] = useState<string | null>(null)
  const onSelect = (details: menu.SelectionDetails) => setSelected(details.value)

  const root = useMachine(menu.machine, { id: useId(), ...controls.values, onSelect })
  const sub = useMachine(menu.machine, { id: useId(), ...controls.values, onSelect })
  const sub2 = useMachine(menu.machine, { id: useId(), ...controls.values, onSelect })
  const rootApi = menu.connect(root, normalizeProps)
  const subApi = menu.connect(sub, normalizeProps)
  const sub2Api = menu.connect(sub2, normalizeProps)

  // link the three machines parent <-> child once they exist
  useEffect(() => {
    const rootLink = menu.connect(root, normalizeProps)
    const subLink = menu.connect(sub, normalizeProps)
    const sub2Link = menu.connect(sub2, normalizeProps)
    rootLink.setChild(sub)
    subLink.setParent(root)
    subLink.setChild(sub2)
    sub2Link.setParent(sub)
  }, [root, sub, sub2])

  return (
    <>
      <DemoMain>
        <button className="menu-trigger" data-testid="trigger" {...rootApi.getTriggerProps()}>
          Click me
        </button>
        {layer && (
          <>
            <MenuList api={rootApi} items={level1} testId="menu" layer={layer} child={subApi} />
            <MenuList api={subApi} items={level2} testId="more-tools-submenu" layer={layer} child={sub2Api} />
            <MenuList api={sub2Api} items={level3} testId="open-nested-submenu" layer={layer} />
          </>
        )}
        <section className="form-output" aria-label="Selected item">
          <h2>Selected item</h2>
          <output className="demo-output" aria-live="polite">
            {selected ?? "—"}
          </output>
        </section>
        {/* overlays are portalled into this layer so they stay inside the main landmark */}
        <div className="overlay-layer" ref={setLayer} />
      </DemoMain>
      <Toolbar controls={controls} viz>
        <StateVisualizer service={root} label="Root Machine" context={vizContext} props={vizProps} />
        <StateVisualizer service={sub} label="Sub Machine" context={vizContext} props={vizProps} />
        <StateVisualizer service={sub2} label="Sub2 Machine" context={vizContext} props={vizProps} />
      </Toolbar>
    </>
  )
}
