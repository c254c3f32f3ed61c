import { useEffect, useSyncExternalStore } from "react"
import type { MachineRecorder } from "./recorder"

export type InspectedMachine = { recorder: MachineRecorder; label: string }

// The machines of the page on screen, in the order their hooks registered. A page registers each machine
// explicitly (useDemoMachine does it), so wrapping a visualizer in a component of one's own changes nothing.
let machines: InspectedMachine[] = []
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

function register(entry: InspectedMachine) {
  machines = [...machines, entry]
  notify()
  return () => {
    machines = machines.filter((m) => m !== entry)
    notify()
  }
}

/** Shows `recorder`'s machine in the Inspector tab, under `label`, while the calling component is mounted. */
export function useRegisterInspected(recorder: MachineRecorder, label: string) {
  useEffect(() => register({ recorder, label }), [recorder, label])
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
const snapshot = () => machines
const serverSnapshot = (): InspectedMachine[] => []

/** The machines registered by the page on screen. */
export function useInspectedMachines(): InspectedMachine[] {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot)
}
