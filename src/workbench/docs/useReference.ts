import { use } from "react"
import { machines } from "virtual:zag-docs"
import type { Machine } from "@zag-js/core"
import { machineKey } from "./machineKey"
import type { MachineReference } from "./reference"

const loaded = new Map<string, Promise<MachineReference>>()

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any machine's definition
type AnyMachine = Machine<any>

/**
 * The package whose machine this definition is (`<package>/group` for its group machine, such as toast's),
 * if the reference has it.
 */
export function packageOf(definition: AnyMachine): string | undefined {
  const key = machineKey(definition)
  return machines.find((each) => each.key === key)?.id
}

/** The generated reference of a machine, by packageOf's name (suspends while its chunk loads); undefined for none. */
export function useReference(pkg: string | undefined): MachineReference | undefined {
  const entry = machines.find((each) => each.id === pkg)
  if (!entry) return undefined
  let promise = loaded.get(entry.id)
  if (!promise) loaded.set(entry.id, (promise = entry.load().then((module) => module.default)))
  return use(promise)
}
