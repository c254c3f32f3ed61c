/** Marks what the workbench itself puts in `<body>` over the page (the Docs tab's outlines): no part of the demo. */
export const WORKBENCH_OVERLAY = "data-workbench-overlay"

/** The demo's `<main>`. */
export const demoMain = () => document.querySelector("main")

/**
 * The demo area: its `<main>`, and what the demo portalled to `<body>` (a modal dialog, a toast group), which
 * lives beside the app's root; the workbench's own elements (the panel, the settings bar) are in neither.
 */
export function demoAreaRoots(): Element[] {
  const main = demoMain()
  const app = document.getElementById("app")
  const overlays = [...document.body.children].filter(
    (element) =>
      element !== app && !element.matches("script, style, template, link") && !element.hasAttribute(WORKBENCH_OVERLAY),
  )
  return [...(main ? [main] : []), ...overlays]
}

/** Whether a node is in the demo area (a change there can change what the demo shows). */
export function inDemoArea(node: Node): boolean {
  const element = node instanceof Element ? node : node.parentElement
  if (!element || element.closest(`[${WORKBENCH_OVERLAY}]`)) return false
  // <body> itself: a portal added or removed
  if (element === document.body) return true
  const app = document.getElementById("app")
  return !app?.contains(element) || Boolean(demoMain()?.contains(element))
}
