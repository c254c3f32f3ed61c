import { normalizeProps, useMachine } from "@zag-js/react"
import * as tree from "@zag-js/tree-view"
import { useId, useMemo, useState } from "react"
import { documentsTree, type FileNode } from "../data"
import "../tree-view.css"

const fullCollection = tree.collection<FileNode>({
  rootNode: documentsTree,
  nodeToValue: (node) => node.id,
  nodeToString: (node) => node.name,
})

export default function FilteringTreeView() {
  const [query, setQuery] = useState("")
  // the branches the person opened: a search opens its own, and clearing it brings these back
  const [expanded, setExpanded] = useState<string[]>([])
  const search = query.trim().toLowerCase()
  const collection = useMemo(
    () => (search ? fullCollection.filter((node) => node.name.toLowerCase().includes(search)) : fullCollection),
    [search],
  )

  const service = useMachine(tree.machine, {
    id: useId(),
    collection,
    expandedValue: search ? collection.getBranchValues() : expanded,
    onExpandedChange: (details) => {
      if (!search) setExpanded(details.expandedValue)
    },
  })
  const api = tree.connect(service, normalizeProps)
  const matches = collection.getValues().length

  return (
    <div className="tree-view">
      <div {...api.getRootProps()}>
        <h3 {...api.getLabelProps()}>My Documents</h3>
        <input
          type="search"
          className="tree-view-search"
          aria-label="Search files"
          placeholder="Search files"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <div {...api.getTreeProps()}>
          {collection.rootNode.children?.map((node, index) => (
            <TreeNode key={node.id} node={node} indexPath={[index]} api={api} />
          ))}
        </div>
        <p className="tree-view-message" role="status">
          {search &&
            (matches === 0 ? `Nothing matches “${query.trim()}”.` : `${matches} matching or containing a match.`)}
        </p>
      </div>
    </div>
  )
}

function TreeNode({ node, indexPath, api }: { node: FileNode; indexPath: number[]; api: tree.Api }) {
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
          <TreeNode key={child.id} node={child} indexPath={[...indexPath, index]} api={api} />
        ))}
      </div>
    </div>
  )
}
