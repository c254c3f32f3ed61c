import type { ControlSchema, ControlValue } from "./schema"

/**
 * What the Code tab writes for the Controls tab's More props (./MoreProps.tsx sets it while it is on the
 * page): their controls, and the values that differ from zag's defaults. Both are lazy chunks.
 */
export const moreCode: { schema: ControlSchema; values: Record<string, ControlValue> } = { schema: {}, values: {} }
