import type { TreeCollection } from "@zag-js/collection"
import type * as tree from "@zag-js/tree-view"
import type { KeyboardEvent } from "react"
import type { FileNode } from "./data"

/** What a key fix needs to know about the key press on a node of the tree. */
export type TreeKeyContext = {
  event: KeyboardEvent<HTMLElement>
  /** The focused node's row (branch control or item) and its value. */
  node: HTMLElement
  value: string
  service: tree.Service
  api: tree.Api
  collection: TreeCollection<FileNode>
  typeahead: boolean
}

/** A key fix returns true when it handled the key, so the machine's own handler must not run. */
export type TreeKeyFix = (context: TreeKeyContext) => boolean

const isPlain = (event: KeyboardEvent) => !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey
const isCharacter = (event: KeyboardEvent) =>
  event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey

const BLOCKED_ON_DISABLED = ["Enter", " ", "*", "ArrowLeft", "ArrowRight", "F2"]

/**
 * @zag-js/tree-view 1.47.0: the key handler checks `node.dataset.disabled`, which is the empty
 * string on a disabled node and so reads as false: Enter, Space, *, Left/Right and Meta+A all act on
 * a disabled node. The fix swallows those keys there; moving away (Up/Down, Home/End, typeahead) still works.
 */
export const fixDisabledNodeKeys: TreeKeyFix = ({ event, node }) => {
  if (!node.hasAttribute("data-disabled")) return false
  const selectAll = event.key.toLowerCase() === "a" && (event.metaKey || event.ctrlKey)
  if (!BLOCKED_ON_DISABLED.includes(event.key) && !selectAll) return false
  event.preventDefault()
  return true
}

/**
 * @zag-js/tree-view 1.47.0: Space counts as a typeahead character while `isTypingAhead` is true, and
 * that flag is only read when the tree re-renders; nothing re-renders when the typeahead pause runs
 * out, so Space kept searching instead of activating the node. The fix activates the node whenever
 * the machine's typeahead buffer is empty.
 */
export const fixSpaceAfterTypeahead: TreeKeyFix = ({ event, node, value, service }) => {
  if (!isPlain(event) || event.key !== " ") return false
  if (service.refs.get("typeaheadState").keysSoFar !== "") return false
  event.preventDefault()
  const isBranch = node.matches("[data-part=branch-control]")
  service.send({ type: isBranch ? "BRANCH_NODE.CLICK" : "NODE.CLICK", id: value, src: "keyboard" })
  return true
}

/**
 * @zag-js/tree-view 1.47.0: the machine never reads its `typeahead` option, so letters search the
 * tree even with typeahead off. The fix lets printable characters (but * and Space) do nothing then.
 */
export const fixTypeaheadOption: TreeKeyFix = ({ event, typeahead }) =>
  !typeahead && isCharacter(event) && event.key !== "*" && event.key !== " "

/** The key fixes, in the order they are tried before the page's other keys and the machine's handler. */
export const treeKeyFixes: readonly TreeKeyFix[] = [fixDisabledNodeKeys, fixSpaceAfterTypeahead, fixTypeaheadOption]
