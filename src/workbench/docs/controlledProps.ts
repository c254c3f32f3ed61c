import { type ControlSchema, propOf } from "../controls/schema"

/** The prop paths the Controls tab sets (`loopFocus`, `positioning.placement`). */
export function controlledProps(schema: ControlSchema): Set<string> {
  return new Set(Object.keys(schema).map((key) => propOf(schema, key)))
}

/** Whether the Controls tab sets this prop, or one of its members. */
export const inControls = (controlled: Set<string>, path: string) =>
  controlled.has(path) || [...controlled].some((each) => each.startsWith(`${path}.`))
