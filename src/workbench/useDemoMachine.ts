import type { Machine, MachineSchema, Service } from "@zag-js/core"
import { useId } from "react"
import { useInspectedMachine } from "./inspector/useInspectedMachine"
import { regionsInside } from "./regions"
import { useViewSettings } from "./viewSettings/useViewSettings"

export type DemoMachineOptions = {
  /** The machine's heading in the Inspector; "Machine" by default. */
  label?: string
  /** A fixed id, where the markup needs a known one; a React id by default. */
  id?: string
}

/**
 * The one way a demo runs a machine: `useMachine` with a unique `id`, the view settings' `dir` and
 * `locale` (props given override them), and the Inspector's tap, which also registers the machine with
 * the page's Inspector tab; a press or focus in the workbench is no outside interaction for it
 * (./regions.ts). Pass the controls' values in `props`.
 */
export function useDemoMachine<T extends MachineSchema>(
  machine: Machine<T>,
  props?: Partial<T["props"]>,
  options: DemoMachineOptions = {},
): Service<T> {
  const { dir, locale } = useViewSettings()
  const reactId = useId()
  const base = { id: options.id ?? reactId, dir, locale } as Partial<T["props"]>
  return useInspectedMachine(machine, regionsInside({ ...base, ...props }), options.label)
}
