import { declareConst } from "../../workbench/code/literal"
import { pageData } from "../../workbench/code/pageData"
import { defineCode } from "../../workbench/code/snippet"
import type { cascadeSelectControls } from "./controls"

const { locationTree } = pageData<typeof import("../../data/locations")>(
  import.meta.glob("../../data/locations.ts", { eager: true, query: "?snippet" }),
)

const continents = locationTree.children ?? []
const EXCERPT = 2

export default defineCode<typeof cascadeSelectControls>({
  name: "CascadeSelect",
  machines: [{ module: "cascade-select", fixed: { collection: "collection", formatValue: "formatValue" } }],
  before: `
type LocationNode = { value: string; label: string; children?: LocationNode[] }

${declareConst(
  "locationTree",
  { ...locationTree, children: continents.slice(0, EXCERPT) },
  `the first ${EXCERPT} of the page's ${continents.length} continents (src/data/locations.ts)`,
  "LocationNode",
)}

const collection = cascadeSelect.collection({
  rootNode: locationTree,
  nodeToValue: (node) => node.value,
  nodeToString: (node) => node.label,
})

// the page shows each selected path whole ("Africa / Egypt / Cairo"), not only its last label
const formatValue = (selected: LocationNode[][]) =>
  selected.map((path) => path.map((node) => node.label).join(" / ")).join(", ")`,
  body: `
  // one column per open level: the root's children, then those of each highlighted branch
  const levels: Array<{ parent: LocationNode; indexPath: number[]; value: string[] }> = [
    { parent: locationTree, indexPath: [], value: [] },
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
  <output>Selected: {api.valueAsString || "-"}</output>
</div>`,
})
