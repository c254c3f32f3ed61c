// zag's layer stack module (not in @zag-js/dismissable's exports; vite.config.ts aliases the path)
declare module "@zag-js/dismissable/layer-stack" {
  export const layerStack: { addBranch(node: HTMLElement): void; removeBranch(node: HTMLElement): void }
}
