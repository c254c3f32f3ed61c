import type { TreeCollection } from "@zag-js/collection"
import { normalizeProps } from "@zag-js/react"
import { useDemoMachine } from "../../workbench/useDemoMachine"
import * as tree from "@zag-js/tree-view"
import { ChevronRight, FileText, Folder, FolderOpen } from "lucide-react"
import { type KeyboardEvent, useMemo } from "react"
import { DemoPage } from "../../workbench/DemoPage"
import { useControls } from "../../workbench/controls/useControls"
import { treeViewControls } from "./controls"
import { documentsTree, type FileNode } from "./data"
import { treeKeyFixes } from "./fixes"
import { wrapArrowFocus } from "./arrowWrap"
import "./tree-view.css"

type Api = tree.Api

export default function TreeViewPage() {
  const controls = useControls(treeViewControls)
  const { selectionMode, openOnClick, typeahead, disabledNode } = controls.values

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

  const service = useDemoMachine(tree.machine, {
    collection,
    selectionMode,
    expandOnClick: openOnClick,
    typeahead,
  })
  const api = tree.connect(service, normalizeProps)
  const treeProps = api.getTreeProps()

  const onTreeKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const node = (event.target as HTMLElement).closest<HTMLElement>("[data-part=branch-control], [data-part=item]")
    const value = node?.dataset.value
    if (node && value !== undefined) {
      const context = { event, node, value, service, api, collection, typeahead }
      if (treeKeyFixes.some((fix) => fix(context)) || wrapArrowFocus(context)) return
    }
    ;(treeProps.onKeyDown as ((e: KeyboardEvent<HTMLElement>) => void) | undefined)?.(event)
  }

  return (
    <DemoPage
      className="tree-view"
      controls={controls}
      service={service}
      context={["expandedValue", "selectedValue", "focusedValue"]}
      props={["selectionMode", "expandOnClick", "typeahead", "dir"]}
      omit={["collection"]}
    >
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
    </DemoPage>
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
