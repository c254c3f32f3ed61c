import { machineKey } from "../../src/workbench/docs/machineKey"
import type { MachineReference } from "../../src/workbench/docs/reference"
import { extractReferences } from "./extract"
import { anatomyOf, type ZagModule, zagPackages } from "./packages"

export type GeneratedMachine = { key: string; reference: MachineReference }

/**
 * Every machine's reference (from its package's types) with its anatomy's attributes and its definition's key
 * (from the package itself, imported in Node), by package name (`<package>/group` for a group machine).
 */
export async function generateReferences(root: string): Promise<Record<string, GeneratedMachine>> {
  const extracted = extractReferences(zagPackages(root), root)
  const generated: Record<string, GeneratedMachine> = {}
  for (const [id, reference] of Object.entries(extracted)) {
    const module = (await import(reference.package)) as ZagModule
    const definition = id.endsWith("/group") ? module.group?.machine : module.machine
    if (!definition) throw new Error(`docs reference: ${reference.package} exports no machine for ${id}`)
    generated[id] = {
      key: machineKey(definition),
      reference: { ...reference, ...anatomyOf(module) },
    }
  }
  return generated
}
