import { use } from "react"
import { machines } from "virtual:zag-docs"
import type { Machine } from "@zag-js/core"
import { machineKey } from "./machineKey"
import type { MachineReference } from "./reference"

const loaded = new Map<string, Promise<MachineReference>>()

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any machine's definition
type AnyMachine = Machine<any>

/** The package whose machine this definition is, if the reference has it. */
export function packageOf(definition: AnyMachine): string | undefined {
  const key = machineKey(definition)
  return machines.find((each) => each.key === key)?.package
}

/** The generated reference of a machine package (suspends while its chunk loads); undefined for none. */
export function useReference(pkg: string | undefined): MachineReference | undefined {
  const entry = machines.find((each) => each.package === pkg)
  if (!entry) return undefined
  let promise = loaded.get(entry.package)
  if (!promise) loaded.set(entry.package, (promise = entry.load().then((module) => module.default)))
  return use(promise)
}
