import { normalizeProps, useMachine } from "@zag-js/react"
import * as tree from "@zag-js/tree-view"
import { useVirtualizer } from "@tanstack/react-virtual"
import { useId, useRef } from "react"
import "../tree-view.css"

type Node = { id: string; name: string; children?: Node[] }

const ROW_HEIGHT = 32

const rootNode: Node = {
  id: "ROOT",
  name: "",
  children: Array.from({ length: 50 }, (_, folder) => ({
    id: `folder-${folder + 1}`,
    name: `Folder ${folder + 1}`,
    children: Array.from({ length: 20 }, (_, file) => ({
      id: `folder-${folder + 1}/file-${file + 1}`,
      name: `File ${folder + 1}-${file + 1}.txt`,
    })),
  })),
}

const collection = tree.collection<Node>({
  rootNode,
  nodeToValue: (node) => node.id,
  nodeToString: (node) => node.name,
})

export default function VirtualizedTreeView() {
  const scrollRef = useRef<HTMLDivElement>(null)
  // the virtualizer is created after the machine; the machine asks for it only when a key moves focus
  const virtualizerRef = useRef<{ scrollToIndex: (index: number) => void }>(null)
  const service = useMachine(tree.machine, {
    id: useId(),
    collection,
    // focus moved by keys to a row that is not rendered: bring it in first, so zag can focus it
    scrollToIndexFn: ({ index }) => virtualizerRef.current?.scrollToIndex(index),
  })
  const api = tree.connect(service, normalizeProps)
  const visible = api.getVisibleNodes()
  // TanStack Virtual hands back new functions each render, so React Compiler leaves this component alone
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: visible.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  })
  virtualizerRef.current = virtualizer
  const multiple = service.prop("selectionMode") === "multiple"

  return (
    <div className="tree-view">
      <div {...api.getRootProps()}>
        <h3 {...api.getLabelProps()}>Virtualized Tree ({visible.length} visible nodes)</h3>
        <div className="tree-view-actions">
          <button type="button" onClick={() => api.collapse()}>
            Collapse All
          </button>
          <button type="button" onClick={() => api.expand()}>
            Expand All
          </button>
          <button type="button" disabled={!multiple} onClick={() => api.select()}>
            Select All
          </button>
          <button type="button" onClick={() => api.deselect()}>
            Deselect All
          </button>
        </div>
        <div {...api.getTreeProps()} ref={scrollRef} className="tree-view-virtual">
          <div style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
            {virtualizer.getVirtualItems().map((row) => {
              const { node, indexPath } = visible[row.index]
              return (
                <div
                  key={node.id}
                  className="tree-view-virtual-row"
                  style={{ height: ROW_HEIGHT, transform: `translateY(${row.start}px)` }}
                >
                  <TreeRow node={node} indexPath={indexPath} api={api} />
                </div>
              )
            })}
          </div>
        </div>
      </div>
    </div>
  )
}

/** One row: zag gives it `--depth`, which the stylesheet indents by. */
function TreeRow({ node, indexPath, api }: { node: Node; indexPath: number[]; api: tree.Api }) {
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
    </div>
  )
}
