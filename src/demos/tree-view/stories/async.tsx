import { normalizeProps, useMachine } from "@zag-js/react"
import * as tree from "@zag-js/tree-view"
import { useId, useState } from "react"
import { documentsTree, type FileNode } from "../data"
import "../tree-view.css"

type LazyNode = { id: string; name: string; childrenCount?: number; children?: LazyNode[] }

const LOAD_DELAY = 1200

/** A node as the "server" sends it: a folder says how many children it has, without them. */
const summary = (node: FileNode): LazyNode =>
  node.children
    ? { id: node.id, name: node.name, childrenCount: node.children.length }
    : { id: node.id, name: node.name }

function findFile(node: FileNode, id: string): FileNode | undefined {
  if (node.id === id) return node
  for (const child of node.children ?? []) {
    const found = findFile(child, id)
    if (found) return found
  }
  return undefined
}

/** A folder's children, after a delay, as a remote file system would answer. */
function fetchChildren(id: string, signal: AbortSignal): Promise<LazyNode[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve((findFile(documentsTree, id)?.children ?? []).map(summary)), LOAD_DELAY)
    signal.addEventListener("abort", () => {
      clearTimeout(timer)
      reject(signal.reason)
    })
  })
}

const createCollection = (rootNode: LazyNode) =>
  tree.collection<LazyNode>({
    rootNode,
    nodeToValue: (node) => node.id,
    nodeToString: (node) => node.name,
    nodeToChildrenCount: (node) => node.childrenCount,
  })

export default function AsyncTreeView() {
  const [collection, setCollection] = useState(() =>
    createCollection({ id: "ROOT", name: "", children: documentsTree.children?.map(summary) }),
  )
  const service = useMachine(tree.machine, {
    id: useId(),
    collection,
    loadChildren: ({ node, signal }) => fetchChildren(node.id, signal),
    onLoadChildrenComplete: (details) => setCollection(details.collection),
  })
  const api = tree.connect(service, normalizeProps)

  return (
    <div className="tree-view">
      <div {...api.getRootProps()}>
        <h3 {...api.getLabelProps()}>My Documents</h3>
        <div className="tree-view-actions">
          <button type="button" onClick={() => api.expand()}>
            Expand All
          </button>
          <button type="button" onClick={() => api.collapse()}>
            Collapse All
          </button>
          <button type="button" onClick={() => api.expand(["node_modules"])}>
            Expand node_modules
          </button>
          <button type="button" onClick={() => api.collapse(["node_modules"])}>
            Collapse node_modules
          </button>
        </div>
        <div {...api.getTreeProps()}>
          {collection.rootNode.children?.map((node, index) => (
            <TreeNode key={node.id} node={node} indexPath={[index]} api={api} />
          ))}
        </div>
      </div>
    </div>
  )
}

function TreeNode({ node, indexPath, api }: { node: LazyNode; indexPath: number[]; api: tree.Api }) {
  const nodeProps = { node, indexPath }
  const state = api.getNodeState(nodeProps)

  if (!state.isBranch) {
    return (
      <div {...api.getItemProps(nodeProps)}>
        <span {...api.getItemTextProps(nodeProps)}>{node.name}</span>
      </div>
    )
  }

  return (
    <div {...api.getBranchProps(nodeProps)} aria-busy={state.loading || undefined}>
      <div {...api.getBranchControlProps(nodeProps)}>
        <span {...api.getBranchTextProps(nodeProps)}>{node.name}</span>
        {state.loading ? (
          <span className="tree-view-loading">
            <span aria-hidden>...</span>
            <span className="visually-hidden">loading</span>
          </span>
        ) : (
          <span {...api.getBranchIndicatorProps(nodeProps)} aria-hidden>
            <svg viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 3l5 5-5 5" />
            </svg>
          </span>
        )}
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
