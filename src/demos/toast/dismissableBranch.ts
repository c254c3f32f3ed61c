import { whenNode } from "@zag-js/dom-query"
import { layerStack } from "@zag-js/dismissable/layer-stack"

/**
 * What @zag-js/toast 1.47.0 takes from @zag-js/dismissable: registering its toast region as a branch of
 * the open dismissable layers (so that a click on a toast doesn't dismiss an open dialog). zag keeps that
 * one small function in the module of the whole dismissable layer (outside-interaction tracking, focus
 * and pointer handling), which the toast page then loads for nothing: about 7 kB gzip, which put the
 * route over its budget. vite.config.ts points the toast package's import here; the branch goes to
 * zag's own layer stack, the one every dialog and menu of the page uses.
 */
export function trackDismissableBranch(
  node: HTMLElement | (() => HTMLElement | null) | null,
  options: { defer?: boolean; getRootNode?: () => Node } = {},
) {
  return whenNode(
    node,
    (element) => {
      layerStack.addBranch(element)
      return () => layerStack.removeBranch(element)
    },
    { defer: options.defer, getRootNode: options.getRootNode },
  )
}
