// The build's views of the demos' facts (scripts/vite-demo-facts.ts serves them from src/demos/derive.ts).

declare module "virtual:demos/labels" {
  /** Every demo's slug and label, in the nav's order (by label). */
  export const demos: readonly import("./facts").DemoEntry[]
}

declare module "virtual:demos/descriptions" {
  /** Each demo's one line for its home page card, by slug. */
  export const demoDescriptions: Readonly<Record<string, string>>
}

declare module "virtual:demos/groups" {
  /** The home page's sections in order, each with its demos' slugs by label. */
  export const demoGroups: readonly import("./derive").DemoGroup[]
}

declare module "virtual:demos/keywords" {
  /** The words the nav search also matches, by slug. */
  export const demoKeywords: Readonly<Record<string, readonly string[]>>
}

declare module "virtual:demos/timing-driven" {
  /** The slugs of the demos whose machines run on time: their replay links replay approximately. */
  export const timingDriven: readonly string[]
}
