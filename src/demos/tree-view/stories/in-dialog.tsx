import * as dialog from "@zag-js/dialog"
import { normalizeProps, Portal, useMachine } from "@zag-js/react"
import * as tree from "@zag-js/tree-view"
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react"
import "../tree-view.css"

type Category = { id: string; name: string; children?: Category[] }

const group = (name: string, items: string[]): Category => ({
  id: name.toLowerCase(),
  name: `${name} (${items.length})`,
  children: items.map((item) => ({ id: `${name}/${item}`.toLowerCase(), name: item })),
})

const categories: Category = {
  id: "ROOT",
  name: "",
  children: [
    group("Furniture", ["Chairs", "Tables", "Sofas", "Beds", "Desks"]),
    group("Decor", ["Rugs", "Mirrors", "Vases", "Wall Art", "Cushions"]),
    group("Lighting", ["Lamps", "Pendants", "Sconces"]),
    group("Storage", ["Shelves", "Cabinets", "Baskets"]),
  ],
}

const fullCollection = tree.collection<Category>({
  rootNode: categories,
  nodeToValue: (node) => node.id,
  nodeToString: (node) => node.name,
})
const leafValues = fullCollection.getValues().filter((value) => !fullCollection.getBranchValues().includes(value))
const inTreeOrder = (values: string[]) => leafValues.filter((value) => values.includes(value))
const nameOf = (value: string) => fullCollection.findNode(value)?.name ?? value

export default function TreeInDialog() {
  const [applied, setApplied] = useState<string[]>([])
  // the edits made in the dialog: Ok applies them, Cancel and Escape drop them
  const [draft, setDraft] = useState<string[]>([])
  const [query, setQuery] = useState("")
  const search = query.trim().toLowerCase()
  const collection = useMemo(
    () =>
      search
        ? fullCollection.filter(
            (node, indexPath) =>
              !node.children &&
              [node.name, fullCollection.at(indexPath.slice(0, 1))?.name ?? ""].some((name) =>
                name.toLowerCase().includes(search),
              ),
          )
        : fullCollection,
    [search],
  )

  const treeService = useMachine(tree.machine, {
    id: useId(),
    collection,
    selectionMode: "multiple",
    expandedValue: fullCollection.getBranchValues(),
    checkedValue: draft,
    onCheckedChange: (details) => setDraft(details.checkedValue),
  })
  const treeApi = tree.connect(treeService, normalizeProps)
  const treeProps = treeApi.getTreeProps()
  // Space checks the focused node, as in a list of checkboxes; other keys stay zag's
  const onTreeKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>("[data-part=item], [data-part=branch-control]")
    const value = row?.dataset.value
    if (event.key === " " && value !== undefined) {
      event.preventDefault()
      treeApi.toggleChecked(value, row?.dataset.part === "branch-control")
      return
    }
    treeProps.onKeyDown?.(event)
  }

  const searchRef = useRef<HTMLInputElement>(null)
  const dialogService = useMachine(dialog.machine, {
    id: useId(),
    initialFocusEl: () => searchRef.current,
    onOpenChange: ({ open }) => {
      if (!open) return
      setDraft(applied)
      setQuery("")
    },
  })
  const dialogApi = dialog.connect(dialogService, normalizeProps)

  const count = draft.length
  const allState = count === 0 ? false : count === leafValues.length ? true : "mixed"

  return (
    <div className="tree-view">
      <button type="button" {...dialogApi.getTriggerProps()}>
        Select categories
      </button>
      <p data-testid="applied">Applied: {applied.length ? inTreeOrder(applied).map(nameOf).join(", ") : "none"}</p>
      {dialogApi.open && (
        <Portal>
          <div {...dialogApi.getBackdropProps()} className="tree-dialog-backdrop" />
          <div {...dialogApi.getPositionerProps()} className="tree-dialog-positioner">
            <div {...dialogApi.getContentProps()} className="tree-view tree-dialog-content">
              <h2 {...dialogApi.getTitleProps()}>Categories</h2>
              <input
                ref={searchRef}
                type="search"
                className="tree-view-search"
                aria-label="Search categories"
                placeholder="Search categories"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
              />
              <label className="tree-dialog-all">
                <SelectAllBox state={allState} onChange={() => setDraft(allState === true ? [] : leafValues)} />
                Select All
                <span className="tree-dialog-count">
                  {count} {count === 1 ? "category" : "categories"} selected
                </span>
              </label>
              <div {...treeApi.getRootProps()}>
                <div {...treeProps} aria-label="Categories" onKeyDown={onTreeKeyDown}>
                  {collection.rootNode.children?.map((node, index) => (
                    <TreeNode key={node.id} node={node} indexPath={[index]} api={treeApi} />
                  ))}
                </div>
              </div>
              <div className="tree-view-actions">
                <button
                  type="button"
                  onClick={() => {
                    setApplied(draft)
                    dialogApi.setOpen(false)
                  }}
                >
                  Ok
                </button>
                <button type="button" onClick={() => dialogApi.setOpen(false)}>
                  Cancel
                </button>
              </div>
              <button {...dialogApi.getCloseTriggerProps()} className="tree-dialog-close">
                Close
              </button>
            </div>
          </div>
        </Portal>
      )}
    </div>
  )
}

/** A native checkbox that can also be mixed (its indeterminate state is a DOM property only). */
function SelectAllBox({ state, onChange }: { state: boolean | "mixed"; onChange: () => void }) {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === "mixed"
  }, [state])
  return <input ref={ref} type="checkbox" checked={state === true} onChange={onChange} />
}

const marks = { true: "✓", false: "", indeterminate: "–" } as const

function TreeNode({ node, indexPath, api }: { node: Category; indexPath: number[]; api: tree.Api }) {
  const nodeProps = { node, indexPath }
  const state = api.getNodeState(nodeProps)
  const checkbox = (
    <span
      {...api.getNodeCheckboxProps(nodeProps)}
      aria-label={node.name}
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
      </div>
      <div {...api.getBranchContentProps(nodeProps)}>
        {node.children?.map((child, index) => (
          <TreeNode key={child.id} node={child} indexPath={[...indexPath, index]} api={api} />
        ))}
      </div>
    </div>
  )
}
