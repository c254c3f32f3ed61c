import { normalizeProps, useMachine } from "@zag-js/react"
import * as tree from "@zag-js/tree-view"
import { useId, useState } from "react"
import { documentsTree, type FileNode } from "../data"
import "../tree-view.css"

const makeCollection = (rootNode: FileNode) =>
  tree.collection<FileNode>({ rootNode, nodeToValue: (node) => node.id, nodeToString: (node) => node.name })

export default function RenameTreeView() {
  const [collection, setCollection] = useState(() => makeCollection(documentsTree))
  const [message, setMessage] = useState("")
  const service = useMachine(tree.machine, {
    id: useId(),
    collection,
    // files only: folders keep their names
    canRename: (node) => !node.children,
    onRenameStart: () => setMessage(""),
    onBeforeRename: ({ value, label }) => {
      const twin = collection.getSiblingNodes(collection.getIndexPath(value) ?? []).find((node) => node.name === label)
      if (twin && twin.id !== value) {
        setMessage(`“${label}” is already in this folder: the name is unchanged.`)
        return false
      }
      return true
    },
    onRenameComplete: ({ label, indexPath }) => {
      const node = collection.at(indexPath)
      if (node) setCollection(collection.replace(indexPath, { ...node, name: label }))
    },
  })
  const api = tree.connect(service, normalizeProps)

  return (
    <div className="tree-view">
      <div {...api.getRootProps()}>
        <h3 {...api.getLabelProps()}>My Documents</h3>
        <p id="rename-help">Focus a file and press F2 to rename it; Enter keeps the name, Escape cancels.</p>
        <div className="tree-view-actions">
          <button type="button" onClick={() => api.expand()}>
            Expand All
          </button>
          <button type="button" onClick={() => api.collapse()}>
            Collapse All
          </button>
        </div>
        <div {...api.getTreeProps()} aria-describedby="rename-help">
          {collection.rootNode.children?.map((node, index) => (
            <TreeNode key={node.id} node={node} indexPath={[index]} api={api} onEmpty={setMessage} />
          ))}
        </div>
        <p className="tree-view-message" role="status">
          {message}
        </p>
      </div>
    </div>
  )
}

type NodeProps = { node: FileNode; indexPath: number[]; api: tree.Api; onEmpty: (message: string) => void }

function TreeNode({ node, indexPath, api, onEmpty }: NodeProps) {
  const nodeProps = { node, indexPath }
  const state = api.getNodeState(nodeProps)

  if (!state.isBranch) {
    const inputProps = api.getNodeRenameInputProps(nodeProps)
    return (
      <div {...api.getItemProps(nodeProps)}>
        {!state.renaming && <span {...api.getItemTextProps(nodeProps)}>{node.name}</span>}
        {/* zag shows it while renaming, fills it with the name and focuses it */}
        <input
          {...inputProps}
          onKeyDown={(event) => {
            // zag keeps the editor open on an empty name: say why
            if (event.key === "Enter" && event.currentTarget.value.trim() === "") onEmpty("A name cannot be empty.")
            inputProps.onKeyDown?.(event)
          }}
        />
      </div>
    )
  }

  return (
    <div {...api.getBranchProps(nodeProps)}>
      <div {...api.getBranchControlProps(nodeProps)}>
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
          <TreeNode key={child.id} node={child} indexPath={[...indexPath, index]} api={api} onEmpty={onEmpty} />
        ))}
      </div>
    </div>
  )
}
