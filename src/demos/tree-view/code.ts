import { declareConst } from "../../workbench/code/literal"
import { defineCode } from "../../workbench/code/snippet"
import type { treeViewControls } from "./controls"
import { documentsTree } from "./data"

export default defineCode<typeof treeViewControls>({
  name: "TreeView",
  machines: [
    {
      module: "tree-view",
      fixed: { collection: "collection" },
      // the disabled node is one of the demo's sample data
      options: { openOnClick: { as: "expandOnClick" }, disabledNode: false },
    },
  ],
  before: `
type Node = { id: string; name: string; children?: Node[] }

${declareConst("documents", documentsTree)}

const collection = treeView.collection<Node>({
  nodeToValue: (node) => node.id,
  nodeToString: (node) => node.name,
  rootNode: documents,
})

function TreeNode({ node, indexPath, api }: { node: Node; indexPath: number[]; api: treeView.Api }) {
  const nodeProps = { indexPath, node }
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
        <span {...api.getBranchIndicatorProps(nodeProps)}>▸</span>
      </div>
      <div {...api.getBranchContentProps(nodeProps)}>
        {node.children?.map((child, index) => (
          <TreeNode key={child.id} node={child} indexPath={[...indexPath, index]} api={api} />
        ))}
      </div>
    </div>
  )
}`,
  jsx: `
<div {...api.getRootProps()}>
  <h3 {...api.getLabelProps()}>My Documents</h3>
  <div {...api.getTreeProps()}>
    {collection.rootNode.children?.map((node, index) => (
      <TreeNode key={node.id} node={node} indexPath={[index]} api={api} />
    ))}
  </div>
</div>`,
})
