import { normalizeProps, useMachine } from "@zag-js/react"
import * as tree from "@zag-js/tree-view"
import { type KeyboardEvent, useId } from "react"
import { documentsTree, type FileNode } from "../data"
import "../tree-view.css"

const collection = tree.collection<FileNode>({
  rootNode: documentsTree,
  nodeToValue: (node) => node.id,
  nodeToString: (node) => node.name,
})

const marks = { true: "✓", false: "", indeterminate: "–" } as const

export default function CheckboxTreeView() {
  const service = useMachine(tree.machine, { id: useId(), collection })
  const api = tree.connect(service, normalizeProps)
  const treeProps = api.getTreeProps()

  // Space checks the focused node, as it does in a list of checkboxes; other keys stay zag's
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>("[data-part=item], [data-part=branch-control]")
    const value = row?.dataset.value
    if (event.key === " " && value !== undefined) {
      event.preventDefault()
      api.toggleChecked(value, row?.dataset.part === "branch-control")
      return
    }
    treeProps.onKeyDown?.(event)
  }

  return (
    <div className="tree-view">
      <div {...api.getRootProps()}>
        <h3 {...api.getLabelProps()}>My Documents</h3>
        <p>Click a box, or press Space on a node, to check it; a folder checks all it holds.</p>
        <div {...treeProps} onKeyDown={onKeyDown}>
          {collection.rootNode.children?.map((node, index) => (
            <TreeNode key={node.id} node={node} indexPath={[index]} api={api} />
          ))}
        </div>
        <pre className="tree-view-json" data-testid="checked-value" aria-label="Checked values">
          {JSON.stringify(api.checkedValue, null, 2)}
        </pre>
      </div>
    </div>
  )
}

function TreeNode({ node, indexPath, api }: { node: FileNode; indexPath: number[]; api: tree.Api }) {
  const nodeProps = { node, indexPath }
  const state = api.getNodeState(nodeProps)
  const checkbox = (
    <span
      {...api.getNodeCheckboxProps(nodeProps)}
      aria-label={`Check ${node.name}`}
      className="tree-view-checkbox"
      // not focusable: it sits in a focusable row, which Space checks
      tabIndex={undefined}
    >
      <span aria-hidden>{marks[`${state.checked}`]}</span>
    </span>
  )

  if (!state.isBranch) {
    return (
      <div {...api.getItemProps(nodeProps)}>
        {checkbox}
        <span {...api.getItemTextProps(nodeProps)}>{node.name}</span>
      </div>
    )
  }

  return (
    <div {...api.getBranchProps(nodeProps)}>
      <div {...api.getBranchControlProps(nodeProps)}>
        {checkbox}
        <span {...api.getBranchTextProps(nodeProps)}>{node.name}</span>
        <span {...api.getBranchIndicatorProps(nodeProps)} aria-hidden>
          <svg viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M6 3l5 5-5 5" />
          </svg>
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
