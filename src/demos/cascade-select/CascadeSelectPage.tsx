import * as cascadeSelect from "@zag-js/cascade-select"
import { normalizeProps } from "@zag-js/react"
import { Check, ChevronDown, ChevronRight, X } from "lucide-react"
import { locationTree, type LocationNode } from "../../data/locations"
import { DemoPage } from "../../workbench/DemoPage"
import { useControls } from "../../workbench/controls/useControls"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import { cascadeSelectControls } from "./controls"
import {
  fixEmptyActiveDescendant,
  fixPositioningDefaults,
  fixTreeContent,
  fixTreeItem,
  fixTreeList,
  fixTreeTrigger,
} from "./fixes"
import { formatPaths, openLevels } from "./levels"
import "./cascade-select.css"

const collection = cascadeSelect.collection<LocationNode>({
  rootNode: locationTree,
  nodeToValue: (node) => node.value,
  nodeToString: (node) => node.label,
})

// zag shows only the last label of each path in multiple mode; the page always shows whole paths
const formatValue = (selected: LocationNode[][]) => formatPaths(collection, selected)

export default function CascadeSelectPage() {
  const controls = useControls(cascadeSelectControls)
  const service = useDemoMachine(cascadeSelect.machine, {
    collection,
    formatValue,
    positioning: fixPositioningDefaults({ strategy: "fixed" as const }),
    ...controls.values,
  })
  const api = cascadeSelect.connect(service, normalizeProps)

  return (
    <DemoPage
      className="cascade-select"
      controls={controls}
      service={service}
      context={["value", "highlightedValue", "currentPlacement"]}
      props={["multiple", "closeOnSelect", "allowParentSelection", "highlightTrigger", "loopFocus", "dir"]}
      omit={["collection"]}
    >
      <div {...api.getRootProps()}>
        <label {...api.getLabelProps()}>Select a location</label>
        <div {...api.getControlProps()}>
          <button {...fixTreeTrigger(api.getTriggerProps())}>
            <span {...api.getValueTextProps()}>{api.valueAsString || "Select a location"}</span>
            <span {...api.getIndicatorProps()}>
              <ChevronDown aria-hidden size={16} />
            </span>
          </button>
          <button {...api.getClearTriggerProps()}>
            <X aria-hidden size={16} />
          </button>
        </div>
      </div>

      {/* kept inside <main> (fixed positioning escapes its scroll box) so the levels stay in a landmark */}
      <div {...api.getPositionerProps()}>
        <div {...fixTreeContent(fixEmptyActiveDescendant(api.getContentProps(), api.highlightedValue))}>
          {api.open &&
            openLevels(collection, api.highlightedValue).map((level) => (
              <ul
                key={level.valuePath.join("/") || "root"}
                {...fixTreeList(
                  api.getListProps({ item: level.parent, indexPath: level.indexPath, value: level.valuePath }),
                )}
              >
                {level.children.map((item, index) => {
                  const itemProps = {
                    item,
                    indexPath: [...level.indexPath, index],
                    value: [...level.valuePath, item.value],
                  }
                  const state = api.getItemState(itemProps)
                  return (
                    <li key={item.value} {...fixTreeItem(api.getItemProps(itemProps), state)}>
                      <span {...api.getItemTextProps(itemProps)}>{item.label}</span>
                      <span {...api.getItemIndicatorProps(itemProps)}>
                        <Check aria-hidden size={14} strokeWidth={3} />
                      </span>
                      {state.hasChildren && <ChevronRight aria-hidden className="cascade-select-branch" size={16} />}
                    </li>
                  )
                })}
              </ul>
            ))}
        </div>
      </div>

      <output className="cascade-select-output">Selected: {api.valueAsString || "-"}</output>
    </DemoPage>
  )
}
