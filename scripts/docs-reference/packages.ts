import { readFileSync } from "node:fs"
import { join } from "node:path"
import type { machineKey } from "../../src/workbench/docs/machineKey"
import type { MachineReference } from "../../src/workbench/docs/reference"

/** The gallery's @zag-js dependencies (those that run a machine are kept by extractReferences). */
export function zagPackages(root: string): string[] {
  const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
    dependencies: Record<string, string>
  }
  return Object.keys(manifest.dependencies).filter((name) => name.startsWith("@zag-js/"))
}

type Definition = Parameters<typeof machineKey>[0]
type AnatomyPart = { attrs: Record<"data-scope" | "data-part", string> }
/** What the generator reads from a zag package, imported in Node. */
export type ZagModule = {
  machine?: Definition
  group?: { machine: Definition }
  anatomy?: { build(): Record<string, AnatomyPart> }
}

/** The attributes zag's anatomy gives the elements it renders: their data-scope, and each part's data-part. */
export function anatomyOf(module: ZagModule): Pick<MachineReference, "scope" | "parts"> {
  const parts = Object.values(module.anatomy?.build() ?? {}).map((part) => part.attrs)
  return { scope: parts[0]?.["data-scope"] ?? "", parts: parts.map((part) => part["data-part"]) }
}

/** Each of the gallery's machine packages that exports an anatomy, with its scope and parts. */
export async function zagAnatomies(root: string) {
  const anatomies: Array<{ package: string } & ReturnType<typeof anatomyOf>> = []
  for (const pkg of zagPackages(root)) {
    const module = (await import(pkg)) as ZagModule
    if (module.machine && module.anatomy) anatomies.push({ package: pkg, ...anatomyOf(module) })
  }
  return anatomies
}
