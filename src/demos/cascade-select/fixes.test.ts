// @vitest-environment jsdom
import * as cascadeSelect from "@zag-js/cascade-select"
import { describe, expect, test } from "vitest"
import { renderMachine, upstreamFixed } from "../../testing/bareZag"
import { locationTree } from "../../data/locations"
import { fixEmptyActiveDescendant, fixTreeContent, fixTreeItem, fixTreeList, fixTreeTrigger } from "./fixes"

const collection = cascadeSelect.collection({
  rootNode: locationTree,
  nodeToValue: (node) => node.value,
  nodeToString: (node) => node.label,
})
const props = { id: "c", collection }

describe("cascade-select fixes", () => {
  test("upstream still broken: with nothing highlighted the content points at an item id that nothing has", () => {
    const { result } = renderMachine(cascadeSelect.machine, cascadeSelect.connect, props)
    expect(result.current.api.highlightedValue).toEqual([])
    expect(
      result.current.api.getContentProps()["aria-activedescendant"],
      upstreamFixed("fixEmptyActiveDescendant"),
    ).toBe("cascade-select:c:item:")
  })

  test("fixEmptyActiveDescendant: no active descendant while nothing is highlighted, zag's own otherwise", () => {
    const { result } = renderMachine(cascadeSelect.machine, cascadeSelect.connect, props)
    const fixed = fixEmptyActiveDescendant(result.current.api.getContentProps(), result.current.api.highlightedValue)
    expect(fixed["aria-activedescendant"]).toBeUndefined()
    expect(fixed.role).toBe("listbox")

    const highlighted = renderMachine(cascadeSelect.machine, cascadeSelect.connect, {
      ...props,
      defaultHighlightedValue: ["europe", "france"],
    }).result.current.api
    const kept = fixEmptyActiveDescendant(highlighted.getContentProps(), highlighted.highlightedValue)
    expect(kept["aria-activedescendant"]).toBe("cascade-select:c:item:europe,france")
  })

  test("upstream still broken: a listbox content holding treeitems in groups with aria-level 0", () => {
    const { api } = renderMachine(cascadeSelect.machine, cascadeSelect.connect, props).result.current
    const europe = { item: locationTree.children![2], indexPath: [2], value: ["europe"] }
    const broken = {
      trigger: api.getTriggerProps()["aria-haspopup"],
      content: api.getContentProps().role,
      list: api.getListProps({ item: locationTree, indexPath: [], value: [] })["aria-level"],
      item: api.getItemProps(europe).role,
      selected: api.getItemProps(europe)["aria-selected"],
      owns: api.getItemProps(europe)["aria-owns"],
    }
    expect(broken, upstreamFixed("fixTreeContent, fixTreeTrigger, fixTreeList and fixTreeItem")).toEqual({
      trigger: "listbox",
      content: "listbox",
      list: 0,
      item: "treeitem",
      selected: undefined,
      owns: "cascade-select:c:list:europe",
    })
  })

  test("fixTree*: a tree of groups and treeitems that say whether they are selected and expanded", () => {
    const { api } = renderMachine(cascadeSelect.machine, cascadeSelect.connect, {
      ...props,
      defaultValue: [["europe", "france", "paris"]],
      defaultHighlightedValue: ["europe"],
    }).result.current
    const europe = { item: locationTree.children![2], indexPath: [2], value: ["europe"] }
    const asia = { item: locationTree.children![1], indexPath: [1], value: ["asia"] }
    const paris = {
      item: locationTree.children![2].children![0].children![0],
      indexPath: [2, 0, 0],
      value: ["europe", "france", "paris"],
    }
    expect(fixTreeTrigger(api.getTriggerProps())["aria-haspopup"]).toBe("tree")
    expect(fixTreeContent(api.getContentProps()).role).toBe("tree")
    const readOnly = renderMachine(cascadeSelect.machine, cascadeSelect.connect, { ...props, readOnly: false })
    expect(readOnly.result.current.api.getContentProps()["aria-readonly"]).toBe(false)
    expect(fixTreeContent(readOnly.result.current.api.getContentProps())).not.toHaveProperty("aria-readonly", false)
    expect(
      fixTreeList(api.getListProps({ item: locationTree, indexPath: [], value: [] }))["aria-level"],
    ).toBeUndefined()

    const open = fixTreeItem(api.getItemProps(europe), api.getItemState(europe))
    expect(open).toMatchObject({
      "aria-expanded": true,
      "aria-owns": "cascade-select:c:list:europe",
      "aria-selected": false,
    })
    const closed = fixTreeItem(api.getItemProps(asia), api.getItemState(asia))
    expect(closed).toMatchObject({ "aria-expanded": false, "aria-owns": undefined, "aria-controls": undefined })
    const leaf = fixTreeItem(api.getItemProps(paris), api.getItemState(paris))
    expect(leaf).toMatchObject({ "aria-expanded": undefined, "aria-selected": true, "aria-haspopup": undefined })
  })
})
