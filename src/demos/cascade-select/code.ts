import { defineCode } from "../../workbench/code/snippet"
import type { cascadeSelectControls } from "./controls"

export default defineCode<typeof cascadeSelectControls>({
  name: "CascadeSelect",
  machines: [{ module: "cascade-select", fixed: { collection: "collection" } }],
  before: `
type Node = { value: string; label: string; children?: Node[] }

const world: Node = {
  value: "world",
  label: "World",
  children: [
    {
      value: "europe",
      label: "Europe",
      children: [
        { value: "france", label: "France", children: [{ value: "paris", label: "Paris" }, { value: "lyon", label: "Lyon" }] },
        { value: "italy", label: "Italy", children: [{ value: "rome", label: "Rome" }, { value: "milan", label: "Milan" }] },
      ],
    },
  ],
}

const collection = cascadeSelect.collection({
  rootNode: world,
  nodeToValue: (node) => node.value,
  nodeToString: (node) => node.label,
})`,
  body: `
  // one column per open level: the root's children, then those of each highlighted branch
  const levels: Array<{ parent: Node; indexPath: number[]; value: string[] }> = [
    { parent: world, indexPath: [], value: [] },
  ]
  for (const value of api.highlightedValue) {
    const last = levels[levels.length - 1]
    const index = last.parent.children?.findIndex((child) => child.value === value) ?? -1
    const node = last.parent.children?.[index]
    if (!node?.children) break
    levels.push({ parent: node, indexPath: [...last.indexPath, index], value: [...last.value, value] })
  }`,
  jsx: `
<div {...api.getRootProps()}>
  <label {...api.getLabelProps()}>Select a location</label>
  <div {...api.getControlProps()}>
    <button {...api.getTriggerProps()}>
      <span {...api.getValueTextProps()}>{api.valueAsString || "Select a location"}</span>
      <span {...api.getIndicatorProps()}>▼</span>
    </button>
    <button {...api.getClearTriggerProps()}>X</button>
  </div>
  <div {...api.getPositionerProps()}>
    <div {...api.getContentProps()}>
      {levels.map((level) => (
        <ul key={level.value.join("/")} {...api.getListProps({ item: level.parent, indexPath: level.indexPath, value: level.value })}>
          {level.parent.children?.map((item, index) => {
            const props = { item, indexPath: [...level.indexPath, index], value: [...level.value, item.value] }
            return (
              <li key={item.value} {...api.getItemProps(props)}>
                <span {...api.getItemTextProps(props)}>{item.label}</span>
                <span {...api.getItemIndicatorProps(props)}>✓</span>
              </li>
            )
          })}
        </ul>
      ))}
    </div>
  </div>
  <p>Selected: {api.valueAsString || "-"}</p>
</div>`,
})
