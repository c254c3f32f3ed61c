import type { Machine, MachineSchema, Service } from "@zag-js/core"
import { useMachine } from "@zag-js/react"
import { useState } from "react"
import { adoptRecorder, useRegisterInspected } from "./inspectedMachines"
import { createRecorder } from "./recorder"

/**
 * `useMachine` for a machine the toolbar inspects: same arguments, same service, and every event the
 * machine receives is recorded and shown in the Inspector tab under `label`.
 */
export function useInspectedMachine<T extends MachineSchema>(
  machine: Machine<T>,
  props?: Partial<T["props"]>,
  label = "Machine",
): Service<T> {
  const [recorder] = useState(() => adoptRecorder(machine) ?? createRecorder(machine))
  useRegisterInspected(recorder, label)
  return recorder.attach(useMachine(recorder.machine as Machine<T>, props))
}
