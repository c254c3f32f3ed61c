import type { IndexPath, TreeCollection } from "@zag-js/collection"

/** One open column of the cascade: the children of `parent`, which sits at `indexPath` / `valuePath`. */
export type CascadeLevel<T> = {
  parent: T
  indexPath: IndexPath
  valuePath: string[]
  children: T[]
}

/**
 * The columns to show side by side: the root's children, then the children of each highlighted branch
 * along the highlighted path, as far as it goes.
 */
export function openLevels<T>(collection: TreeCollection<T>, highlightedValue: string[]): Array<CascadeLevel<T>> {
  const root = collection.rootNode
  const levels: Array<CascadeLevel<T>> = [
    { parent: root, indexPath: [], valuePath: [], children: collection.getNodeChildren(root) },
  ]
  for (const value of highlightedValue) {
    const last = levels[levels.length - 1]
    const index = last.children.findIndex((child) => collection.getNodeValue(child) === value)
    if (index < 0) break
    const node = last.children[index]
    const children = collection.getNodeChildren(node)
    if (children.length === 0) break
    levels.push({
      parent: node,
      indexPath: [...last.indexPath, index],
      valuePath: [...last.valuePath, value],
      children,
    })
  }
  return levels
}
