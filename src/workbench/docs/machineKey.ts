// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any machine's definition
type AnyDefinition = Record<string, any>

/** FNV-1a, 32 bits, in hex: a short key for a long list of names. */
function hash(text: string): string {
  let value = 0x811c9dc5
  for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 0x01000193)
  return (value >>> 0).toString(16).padStart(8, "0")
}

const keys = (value: unknown) => (value && typeof value === "object" ? Object.keys(value).sort().join(",") : "")

/**
 * A machine definition's identity, from the names it declares (states, root events, computed values and
 * its actions, guards and effects): the same in Node at build time and in the browser, where a running
 * machine has no other name. Names are object keys and strings, which minifying keeps.
 */
export function machineKey(definition: AnyDefinition): string {
  const implementations = definition.implementations ?? {}
  return hash(
    [
      keys(definition.states),
      keys(definition.on),
      keys(definition.computed),
      keys(implementations.actions),
      keys(implementations.guards),
      keys(implementations.effects),
    ].join("|"),
  )
}
