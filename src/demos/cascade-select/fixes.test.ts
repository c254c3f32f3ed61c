// @vitest-environment jsdom
import * as cascadeSelect from "@zag-js/cascade-select"
import { describe, expect, test } from "vitest"
import { renderMachine, upstreamFixed } from "../../testing/bareZag"
import { locationTree } from "../../data/locations"
import { fixEmptyActiveDescendant } from "./fixes"

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
    expect(result.current.api.getContentProps()["aria-activedescendant"], upstreamFixed("fixEmptyActiveDescendant")).toBe(
      "cascade-select:c:item:",
    )
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
})
