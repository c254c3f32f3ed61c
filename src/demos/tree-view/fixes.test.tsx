// @vitest-environment jsdom
import { normalizeProps, useMachine } from "@zag-js/react"
import * as tree from "@zag-js/tree-view"
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { type KeyboardEvent, useMemo } from "react"
import { describe, expect, test } from "vitest"
import { upstreamFixed } from "../../testing/bareZag"
import type { FileNode } from "./data"
import { fixDisabledNodeKeys, fixSpaceAfterTypeahead, fixTypeaheadOption, treeKeyFixes } from "./fixes"

const files: FileNode = {
  id: "ROOT",
  name: "",
  children: [
    { id: "apple.ts", name: "apple.ts" },
    { id: "banana.ts", name: "banana.ts", disabled: true },
    { id: "cherry.ts", name: "cherry.ts" },
  ],
}

type TreeProps = {
  typeahead?: boolean
  fixes?: typeof treeKeyFixes
  onApi?: (api: tree.Api, service: tree.Service) => void
}

/** A flat tree of three files, run by bare zag, with the given key fixes tried first (none by default). */
function FileTree({ typeahead = true, fixes = [], onApi }: TreeProps) {
  const collection = useMemo(
    () =>
      tree.collection<FileNode>({
        rootNode: files,
        nodeToValue: (node) => node.id,
        nodeToString: (node) => node.name,
        isNodeDisabled: (node) => node.disabled === true,
      }),
    [],
  )
  const service = useMachine(tree.machine, { id: "t", collection, typeahead })
  const api = tree.connect(service, normalizeProps)
  onApi?.(api, service)
  const treeProps = api.getTreeProps()
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const node = (event.target as HTMLElement).closest<HTMLElement>("[data-part=item]")!
    const context = { event, node, value: node.dataset.value!, service, api, collection, typeahead }
    if (fixes.some((fix) => fix(context))) return
    treeProps.onKeyDown?.(event as never)
  }
  return (
    <div {...treeProps} onKeyDown={onKeyDown}>
      {collection.rootNode.children!.map((node, index) => (
        <div key={node.id} {...api.getItemProps({ node, indexPath: [index] })}>
          {node.name}
        </div>
      ))}
    </div>
  )
}

const item = (name: string) => screen.getByRole("treeitem", { name })

async function press(key: string) {
  await act(async () => void fireEvent.keyDown(document.activeElement!, { key }))
}

async function focusItem(name: string) {
  await act(async () => item(name).focus())
}

describe("tree view fixes", () => {
  describe("fixDisabledNodeKeys", () => {
    test("upstream still broken: Enter selects a disabled node", async () => {
      render(<FileTree />)
      await focusItem("banana.ts")
      await press("Enter")
      expect(item("banana.ts"), upstreamFixed("fixDisabledNodeKeys")).toHaveAttribute("data-selected")
    })

    test("fixDisabledNodeKeys: Enter and Space do nothing on a disabled node; the arrows still move away", async () => {
      render(<FileTree fixes={[fixDisabledNodeKeys]} />)
      await focusItem("banana.ts")
      await press("Enter")
      await press(" ")
      expect(item("banana.ts")).not.toHaveAttribute("data-selected")
      await press("ArrowDown")
      expect(item("cherry.ts")).toHaveFocus()
    })
  })

  describe("fixSpaceAfterTypeahead", () => {
    /** Types "c" (focus moves to cherry.ts), then waits until the machine's typeahead buffer has run out. */
    async function typeAheadThenPause(service: () => tree.Service) {
      await focusItem("apple.ts")
      await press("c")
      expect(item("cherry.ts")).toHaveFocus()
      await waitFor(() => expect(service().refs.get("typeaheadState").keysSoFar).toBe(""))
    }

    test("upstream still broken: after the typeahead pause, Space still searches instead of selecting", async () => {
      let service!: tree.Service
      render(<FileTree onApi={(_, s) => (service = s)} />)
      await typeAheadThenPause(() => service)
      await press(" ")
      expect(item("cherry.ts"), upstreamFixed("fixSpaceAfterTypeahead")).not.toHaveAttribute("data-selected")
    })

    test("fixSpaceAfterTypeahead: after the pause, Space selects the focused node", async () => {
      let service!: tree.Service
      render(<FileTree fixes={[fixSpaceAfterTypeahead]} onApi={(_, s) => (service = s)} />)
      await typeAheadThenPause(() => service)
      await press(" ")
      expect(item("cherry.ts")).toHaveAttribute("data-selected")
    })
  })

  describe("fixTypeaheadOption", () => {
    test("upstream still broken: with typeahead off, a letter still moves focus to a match", async () => {
      render(<FileTree typeahead={false} />)
      await focusItem("apple.ts")
      await press("c")
      expect(item("cherry.ts"), upstreamFixed("fixTypeaheadOption")).toHaveFocus()
    })

    test("fixTypeaheadOption: with typeahead off, letters do nothing and Space still selects", async () => {
      render(<FileTree typeahead={false} fixes={[fixTypeaheadOption]} />)
      await focusItem("apple.ts")
      await press("c")
      expect(item("apple.ts")).toHaveFocus()
      await press(" ")
      expect(item("apple.ts")).toHaveAttribute("data-selected")
    })
  })
})
