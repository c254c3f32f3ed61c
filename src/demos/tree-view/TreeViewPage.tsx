import type { TreeCollection } from "@zag-js/collection"
import { normalizeProps, useMachine } from "@zag-js/react"
import * as tree from "@zag-js/tree-view"
import { ChevronRight, FileText, Folder, FolderOpen } from "lucide-react"
import { type KeyboardEvent, useId, useMemo } from "react"
import { DemoMain } from "../../workbench/DemoMain"
import { StateVisualizer } from "../../workbench/visualizer/StateVisualizer"
import { Toolbar } from "../../workbench/Toolbar"
import { useControls } from "../../workbench/controls/useControls"
import { treeViewControls } from "./controls"
import { documentsTree, type FileNode } from "./data"
import "./tree-view.css"

type Api = tree.Api

export default function TreeViewPage() {
  const controls = useControls(treeViewControls)
  const { dir, selectionMode, openOnClick, typeahead, disabledNode } = controls.values

  const collection = useMemo(
    () =>
      tree.collection<FileNode>({
        rootNode: withDisabled(documentsTree, disabledNode),
        nodeToValue: (node) => node.id,
        nodeToString: (node) => node.name,
        isNodeDisabled: (node) => node.disabled === true,
      }),
    [disabledNode],
  )

  const service = useMachine(tree.machine, {
    id: useId(),
    collection,
    dir,
    selectionMode,
    expandOnClick: openOnClick,
    typeahead,
  })
  const api = tree.connect(service, normalizeProps)
  const treeProps = api.getTreeProps()

  const onTreeKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const current = (event.target as HTMLElement).closest<HTMLElement>("[data-part=branch-control], [data-part=item]")
    const plain = !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey
    const value = current?.dataset.value
    if (current === null || value === undefined) return
    // A disabled node ignores activation, expand/collapse and select-all (the machine reads its empty
    // data-disabled attribute as false); moving away with the arrows or typeahead still works
    if (current.hasAttribute("data-disabled")) {
      const blocked = ["Enter", " ", "*", "ArrowLeft", "ArrowRight", "F2"].includes(event.key)
      if (blocked || (event.key.toLowerCase() === "a" && (event.metaKey || event.ctrlKey))) {
        event.preventDefault()
        return
      }
    }
    // Space activates once the typeahead pause is over (the machine can keep treating it as a search
    // character because nothing re-renders when the typeahead times out)
    if (plain && event.key === " " && service.refs.get("typeaheadState").keysSoFar === "") {
      event.preventDefault()
      const isBranch = current.matches("[data-part=branch-control]")
      service.send({ type: isBranch ? "BRANCH_NODE.CLICK" : "NODE.CLICK", id: value, src: "keyboard" })
      return
    }
    // The machine does not read its typeahead option: with typeahead off, letters do nothing here
    const isCharacter = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey
    if (!typeahead && isCharacter && event.key !== "*" && event.key !== " ") return
    // The machine reserves "a" for Meta+A and drops a plain "a"; hand it to the typeahead like other letters
    if (plain && event.key === "a" && typeahead) {
      event.preventDefault()
      service.send({ type: "TREE.TYPEAHEAD", key: event.key, id: value })
      return
    }
    // Up and Down wrap around at the ends of the visible list (the machine stops there)
    if (plain && (event.key === "ArrowDown" || event.key === "ArrowUp")) {
      const enabled = api
        .getVisibleNodes()
        .filter(({ node }) => !collection.getNodeDisabled(node))
        .map(({ node }) => node.id)
      const [first, last] = [enabled[0], enabled[enabled.length - 1]]
      if (first !== undefined && last !== undefined) {
        const target = event.key === "ArrowDown" && value === last ? first : event.key === "ArrowUp" && value === first ? last : null
        if (target !== null) {
          event.preventDefault()
          api.focus(target)
          return
        }
      }
    }
    ;(treeProps.onKeyDown as ((e: KeyboardEvent<HTMLElement>) => void) | undefined)?.(event)
  }

  return (
    <>
      <DemoMain className="tree-view">
        <div {...api.getRootProps()}>
          <h3 {...api.getLabelProps()}>My Documents</h3>
          <div className="tree-view-actions">
            <button type="button" onClick={() => api.collapse()}>
              Collapse All
            </button>
            <button type="button" onClick={() => api.expand()}>
              Expand All
            </button>
            {selectionMode === "multiple" && (
              <>
                <button type="button" onClick={() => api.select(enabledValues(collection))}>
                  Select All
                </button>
                <button type="button" onClick={() => api.deselect()}>
                  Deselect All
                </button>
              </>
            )}
          </div>
          <div {...treeProps} onKeyDown={onTreeKeyDown}>
            {collection.rootNode.children?.map((node, index) => (
              <TreeNode key={node.id} node={node} indexPath={[index]} api={api} />
            ))}
          </div>
        </div>
      </DemoMain>
      <Toolbar controls={controls}>
        <StateVisualizer
          service={service}
          context={["expandedValue", "selectedValue", "focusedValue"]}
          props={["selectionMode", "expandOnClick", "typeahead", "dir"]}
          omit={["collection"]}
        />
      </Toolbar>
    </>
  )
}

/** Every node value except the disabled ones (disabled nodes stay out of Select All). */
function enabledValues(collection: TreeCollection<FileNode>): string[] {
  return collection.getValues().filter((value) => {
    const node = collection.findNode(value)
    return node !== undefined && !collection.getNodeDisabled(node)
  })
}

/** A copy of the tree with one node marked disabled. */
function withDisabled(node: FileNode, disabledId: string): FileNode {
  const copy: FileNode = { ...node }
  if (node.id === disabledId) copy.disabled = true
  if (node.children) copy.children = node.children.map((child) => withDisabled(child, disabledId))
  return copy
}

function TreeNode({ node, indexPath, api }: { node: FileNode; indexPath: number[]; api: Api }) {
  const nodeProps = { node, indexPath }
  const state = api.getNodeState(nodeProps)

  if (!state.isBranch) {
    return (
      <div {...api.getItemProps(nodeProps)}>
        <FileText aria-hidden size={16} className="tree-view-icon" />
        <span {...api.getItemTextProps(nodeProps)}>{node.name}</span>
      </div>
    )
  }

  const FolderIcon = state.expanded ? FolderOpen : Folder
  return (
    <div {...api.getBranchProps(nodeProps)}>
      <div {...api.getBranchControlProps(nodeProps)}>
        <FolderIcon aria-hidden size={16} className="tree-view-icon" />
        <span {...api.getBranchTextProps(nodeProps)}>{node.name}</span>
        {/* pointer-only shortcut: toggles without selecting (the keyboard uses Left/Right) */}
        <span {...api.getBranchTriggerProps(nodeProps)} aria-hidden>
          <span {...api.getBranchIndicatorProps(nodeProps)}>
            <ChevronRight size={16} />
          </span>
        </span>
      </div>
      <div {...api.getBranchContentProps(nodeProps)}>
        <div {...api.getBranchIndentGuideProps(nodeProps)} />
        {node.children?.map((child, index) => (
          <TreeNode key={child.id} node={child} indexPath={[...indexPath, index]} api={api} />
        ))}
      </div>
    </div>
  )
}
