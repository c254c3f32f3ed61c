import { declareConst } from "../../workbench/code/literal"
import { pageData } from "../../workbench/code/pageData"
import { defineCode } from "../../workbench/code/snippet"
import type { nestedMenuControls } from "./controls"

const { nestedMenuLevels } = pageData<typeof import("../../data/menus")>(
  import.meta.glob("../../data/menus.ts", { eager: true, query: "?snippet" }),
)

const level = { module: "menu", fixed: { onSelect: "onSelect" } } as const

export default defineCode<typeof nestedMenuControls>({
  name: "NestedMenu",
  machines: [
    { ...level, service: "root", api: "rootApi" },
    { ...level, service: "sub", api: "subApi" },
    { ...level, service: "sub2", api: "sub2Api" },
  ],
  imports: [`import { useEffect, useState } from "react"`],
  before: `${declareConst("nestedMenuLevels", nestedMenuLevels)}

const [level1, level2, level3] = nestedMenuLevels

type Item = { label: string; value: string; trigger?: boolean }

/** One list item per menu item; an item marked \`trigger\` opens the child menu. */
function MenuItems({ api, items, child }: { api: menu.Api; items: Item[]; child?: menu.Api }) {
  return items.map((item) => (
    <li key={item.value} {...(item.trigger && child ? api.getTriggerItemProps(child) : api.getItemProps({ value: item.value }))}>
      {item.label}
    </li>
  ))
}`,
  setup: `
  const [selected, setSelected] = useState<string | null>(null)
  const onSelect = (details: menu.SelectionDetails) => setSelected(details.value)`,
  body: `
  // link the three machines parent <-> child once they exist
  useEffect(() => {
    menu.connect(root, normalizeProps).setChild(sub)
    menu.connect(sub, normalizeProps).setParent(root)
    menu.connect(sub, normalizeProps).setChild(sub2)
    menu.connect(sub2, normalizeProps).setParent(sub)
  }, [root, sub, sub2])`,
  jsx: `
<>
  <button {...rootApi.getTriggerProps()}>Click me</button>
  <div {...rootApi.getPositionerProps()}>
    <ul {...rootApi.getContentProps()}>
      <MenuItems api={rootApi} items={level1} child={subApi} />
    </ul>
  </div>
  <div {...subApi.getPositionerProps()}>
    <ul {...subApi.getContentProps()}>
      <MenuItems api={subApi} items={level2} child={sub2Api} />
    </ul>
  </div>
  <div {...sub2Api.getPositionerProps()}>
    <ul {...sub2Api.getContentProps()}>
      <MenuItems api={sub2Api} items={level3} />
    </ul>
  </div>
  <section aria-label="Selected item">
    <h2>Selected item</h2>
    <output aria-live="polite">{selected ?? "—"}</output>
  </section>
</>`,
})
