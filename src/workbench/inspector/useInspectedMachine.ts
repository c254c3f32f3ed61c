import type { Machine, MachineSchema, Service } from "@zag-js/core"
import { useMachine } from "@zag-js/react"
import { useState } from "react"
import { createRecorder } from "./recorder"

/**
 * `useMachine` for a machine the toolbar inspects: same arguments, same service, and every event the
 * machine receives is recorded for the Inspector tab (the Visualizer's service carries its recorder).
 */
export function useInspectedMachine<T extends MachineSchema>(machine: Machine<T>, props?: Partial<T["props"]>): Service<T> {
  const [recorder] = useState(() => createRecorder(machine))
  return recorder.attach(useMachine(recorder.machine as Machine<T>, props))
}
