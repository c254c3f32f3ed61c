// The build's views of the demos' facts (scripts/vite-demo-facts.ts serves them from src/demos/derive.ts).

declare module "virtual:demos/labels" {
  /**
   * The nav's components by label, compact (their pages' entries: `virtual:demos/component/<slug>`), without
   * the labels their slugs spell (src/app/pageIndex.ts restores them).
   */
  export const components: ReadonlyArray<Omit<import("./facts").ComponentEntry, "label" | "count"> & { label?: string }>
}

declare module "virtual:demos/pages" {
  /** Every page (one story of a component), in the nav's order: components by label, stories as listed. */
  export const demos: readonly import("./facts").DemoEntry[]
}

declare module "virtual:demos/component/*" {
  /** One component's pages, its first story first. */
  export const pages: readonly import("./facts").DemoEntry[]
}

declare module "virtual:demos/story-meta" {
  /** A story module's tab and its machines' names, by page slug. */
  export const storyMeta: Readonly<Record<string, { viz?: true; machines?: readonly string[] }>>
}

declare module "virtual:demos/descriptions" {
  /** Each component's one line for its home page card, by slug. */
  export const demoDescriptions: Readonly<Record<string, string>>
}

declare module "virtual:demos/groups" {
  /** The home page's sections in order, each with its components' slugs by label. */
  export const demoGroups: readonly import("./derive").DemoGroup[]
}

declare module "virtual:demos/keywords" {
  /** The words the nav search also matches, by page slug. */
  export const demoKeywords: Readonly<Record<string, readonly string[]>>
}

declare module "virtual:demos/timing-driven" {
  /** The slugs of the pages whose machines run on time: their replay links replay approximately. */
  export const timingDriven: readonly string[]
}
