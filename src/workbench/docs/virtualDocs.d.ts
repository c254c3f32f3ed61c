// The Docs tab's reference, generated at build time from zag's types (scripts/vite-docs-reference.ts).

declare module "virtual:zag-docs" {
  /**
   * Each machine, by its package (`<package>/group` for a group machine, such as toast's), with its
   * definition's key (./machineKey.ts) and a loader for its reference.
   */
  export const machines: ReadonlyArray<{
    id: string
    key: string
    load: () => Promise<{ default: import("./reference").MachineReference }>
  }>
}
