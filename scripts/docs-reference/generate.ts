import { readFileSync } from "node:fs"
import { join } from "node:path"
import { machineKey } from "../../src/workbench/docs/machineKey"
import type { MachineReference } from "../../src/workbench/docs/reference"
import { extractReferences } from "./extract"

export type GeneratedMachine = { key: string; reference: MachineReference }

/** The gallery's @zag-js dependencies (those that run a machine are kept by extractReferences). */
export function zagPackages(root: string): string[] {
  const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
    dependencies: Record<string, string>
  }
  return Object.keys(manifest.dependencies).filter((name) => name.startsWith("@zag-js/"))
}

type Definition = Parameters<typeof machineKey>[0]
type AnatomyPart = { attrs: Record<"data-scope" | "data-part", string> }
type ZagModule = {
  machine: Definition
  group?: { machine: Definition }
  anatomy?: { build(): Record<string, AnatomyPart> }
}

/** The attributes zag's anatomy gives the elements it renders: their data-scope, and each part's data-part. */
function anatomyOf(module: ZagModule): Pick<MachineReference, "scope" | "parts"> {
  const parts = Object.values(module.anatomy?.build() ?? {}).map((part) => part.attrs)
  return { scope: parts[0]?.["data-scope"] ?? "", parts: parts.map((part) => part["data-part"]) }
}

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
