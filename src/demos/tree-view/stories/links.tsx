import { normalizeProps, useMachine } from "@zag-js/react"
import * as tree from "@zag-js/tree-view"
import { useId } from "react"
import "../tree-view.css"

type DocNode = { id: string; name: string; href?: string; external?: boolean; children?: DocNode[] }

const docs: DocNode = {
  id: "ROOT",
  name: "",
  children: [
    {
      id: "documentation",
      name: "Documentation",
      children: [
        { id: "getting-started", name: "Getting Started", href: "#docs/getting-started" },
        { id: "installation", name: "Installation", href: "#docs/installation" },
        {
          id: "components",
          name: "Components",
          children: [
            { id: "accordion", name: "Accordion", href: "#docs/components/accordion" },
            { id: "dialog", name: "Dialog", href: "#docs/components/dialog" },
            { id: "menu", name: "Menu", href: "#docs/components/menu" },
          ],
        },
      ],
    },
    {
      id: "examples",
      name: "Examples",
      children: [
        { id: "react-examples", name: "React Examples", href: "#examples/react" },
        { id: "vue-examples", name: "Vue Examples", href: "#examples/vue" },
        { id: "solid-examples", name: "Solid Examples", href: "#examples/solid" },
      ],
    },
    {
      id: "external-links",
      name: "External Links",
      children: [
        { id: "github", name: "GitHub Repository", href: "https://github.com/chakra-ui/zag", external: true },
        { id: "npm", name: "NPM Package", href: "https://www.npmjs.com/package/@zag-js/core", external: true },
      ],
    },
  ],
}

const collection = tree.collection<DocNode>({
  rootNode: docs,
  nodeToValue: (node) => node.id,
  nodeToString: (node) => node.name,
})

export default function LinksTreeView() {
  const service = useMachine(tree.machine, { id: useId(), collection })
  const api = tree.connect(service, normalizeProps)

  return (
    <div className="tree-view">
      <div {...api.getRootProps()}>
        <h3 {...api.getLabelProps()}>Docs</h3>
        <div {...api.getTreeProps()}>
          {collection.rootNode.children?.map((node, index) => (
            <TreeNode key={node.id} node={node} indexPath={[index]} api={api} />
          ))}
        </div>
      </div>
    </div>
  )
}

function TreeNode({ node, indexPath, api }: { node: DocNode; indexPath: number[]; api: tree.Api }) {
  const nodeProps = { node, indexPath }
  const state = api.getNodeState(nodeProps)

  if (!state.isBranch) {
    // a leaf is the link itself: Enter and clicks follow it
    return (
      <a
        {...api.getItemProps(nodeProps)}
        href={node.href}
        {...(node.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      >
        <span {...api.getItemTextProps(nodeProps)}>{node.name}</span>
        {node.external && (
          <span className="tree-view-external">
            <span aria-hidden>↗</span>
            <span className="visually-hidden"> (external, opens in a new tab)</span>
          </span>
        )}
      </a>
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
