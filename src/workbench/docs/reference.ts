// The shape of one machine's reference, as scripts/docs-reference/ generates it from zag's published types.

/** One member of a props interface or of a type it names (e.g. PositioningOptions). */
export type PropDoc = {
  name: string
  /** The type as zag declares it (`"single" | "multiple"`, `PositioningOptions`), without `| undefined`. */
  type: string
  required: boolean
  default?: string
  description: string
  /** The documented members of the zag interface its type names, if any (e.g. positioning's placement, gutter…). */
  members?: PropDoc[]
}

/** An `on…` prop: the details its callback receives, spelled out. */
export type CallbackDoc = {
  name: string
  /** `{ value: string[]; items: T[] }`, or the parameter's type when it is no object. */
  details: string
  description: string
}

/** One member of the connect API: `open`, `setValue(value: string[]): void`. */
export type ApiDoc = {
  name: string
  signature: string
  description: string
}

export type MachineReference = {
  /** The package, e.g. `@zag-js/select`. */
  package: string
  props: PropDoc[]
  callbacks: CallbackDoc[]
  api: ApiDoc[]
  /** The `data-scope` of the elements the machine's parts render (`select`, `hover-card`); "" without an anatomy. */
  scope: string
  /** The anatomy's parts as their `data-part` (`trigger`, `item-text`), in zag's order (none for presence). */
  parts: string[]
}
